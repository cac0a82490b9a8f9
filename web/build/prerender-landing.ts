// Vite plugin for production builds: renders the landing page (src/app/prerender-landing.tsx)
// with React on Node after the client build and writes dist/landing.html, index.html with that
// HTML in place of the app shell. The server sends it for '/' to visitors without a session
// (api/src/lib/web-app.ts), so their first paint is the page itself, not an empty shell:
// its headline is the largest paint, and it no longer waits for the app's code.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { compressCopies } from './precompress.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
// index.html's app shell, between these comments, is what the landing replaces.
const SHELL = /<!-- shell -->[\s\S]*<!-- \/shell -->/;

/**
 * The app's own stylesheets (the CSS modules of the header and the landing) made
 * render-blocking: index.html only preloads them (they come with the app's code), but painted
 * without them the prerendered page would jump once they arrive.
 */
function withAppStyles(index: string): string {
  const boot = JSON.parse(index.match(/"\*":(\[[^\]]*\])/)?.[1] ?? '[]') as string[];
  const links = boot
    .filter((href) => href.endsWith('.css'))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  return index.replace('</head>', `${links}</head>`);
}

/**
 * The page's root marked inert until the app takes it over (src/app/boot.tsx lifts it): its
 * buttons cannot run before the app's code has, so a click on them is refused visibly (and
 * waited on by a test's click) instead of being lost.
 */
function asStaticPage(html: string): string {
  if (!html.includes('<div id="root">')) throw new Error('index.html lacks <div id="root">');
  return html.replace('<div id="root">', '<div id="root" inert>');
}

export function prerenderLanding(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'clipclub-prerender-landing',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (ssr) return;
      const scratch = mkdtempSync(join(tmpdir(), 'clipclub-prerender-'));
      try {
        await build({
          configFile: false,
          root: webRoot,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: 'src/app/prerender-landing.tsx', outDir: scratch, emptyOutDir: true, minify: false },
          // Bundled rather than required from node_modules: Mantine's and React Router's ESM
          // builds import CSS-free modules only, but the app's .module.css files need Vite.
          ssr: { noExternal: true },
        });
        const entry = pathToFileURL(join(scratch, 'prerender-landing.js')).href;
        const { renderLanding } = (await import(entry)) as { renderLanding: () => Promise<string> };
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!SHELL.test(index)) throw new Error('index.html lacks the <!-- shell --> … <!-- /shell --> markers');
        const landing = await renderLanding();
        const path = join(outDir, 'landing.html');
        writeFileSync(path, asStaticPage(withAppStyles(index).replace(SHELL, () => landing)));
        compressCopies(path);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
