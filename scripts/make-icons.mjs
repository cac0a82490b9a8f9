// Draws the app's mark (web/public/favicon.svg's gradient tile and play triangle) as the PNG icons
// the web app manifest names, in Chromium through Playwright. Run once after changing the mark:
//   node scripts/make-icons.mjs      (CHROMIUM_PATH defaults to /usr/bin/chromium)
// The PNGs are committed; the build copies web/public as it is.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const out = resolve(import.meta.dirname, '../web/public/icons');
const gradient =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7048e8"/><stop offset="1" stop-color="#e64980"/></linearGradient></defs>';

// "any": the rounded tile of the favicon. "maskable": full bleed, the triangle inside the
// central 80% circle that every launcher's mask keeps (the W3C manifest's safe zone).
const marks = {
  any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" rx="14" fill="url(#g)"/><path d="M25 19v26l21-13z" fill="#fff"/></svg>`,
  maskable: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" fill="url(#g)"/><path d="M27 22.5v19l15.5-9.5z" fill="#fff"/></svg>`,
};
const icons = [
  { file: 'icon-192.png', size: 192, mark: 'any' },
  { file: 'icon-512.png', size: 512, mark: 'any' },
  { file: 'maskable-192.png', size: 192, mark: 'maskable' },
  { file: 'maskable-512.png', size: 512, mark: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, mark: 'maskable' },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, mark } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${marks[mark].replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({
      path: resolve(out, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
