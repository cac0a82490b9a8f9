import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { appReady, newPlayer, person, SCREENSHOTS, snapWidths } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';
import { BASE_URL } from '../playwright.config.ts';

// The installed app (docs/rules.md §10, "On a phone"): the manifest, the service worker's offline
// copies and update prompt, and the share target. These tests let the service worker run (the
// config blocks it for every other spec, so their routing sees every request).
test.use({ serviceWorkers: 'allow' });
// One after another: the update test changes the built sw.js for a moment.
test.describe.configure({ mode: 'default' });

const ORIGIN = { origin: new URL(BASE_URL).origin };
const SW_FILE = fileURLToPath(new URL('../../web/dist/sw.js', import.meta.url));
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

async function openSession(page: Page) {
  const roomName = `Phone Clips ${Math.random().toString(36).slice(2, 7)}`;
  const room = await page.request.post('/api/rooms', { headers: ORIGIN, data: { name: roomName, type: 'manual' } });
  expect(room.status(), await room.text()).toBe(201);
  const { id: roomId } = (await room.json()) as { id: string };
  const theme = 'Songs for the bus';
  const session = await page.request.post(`/api/rooms/${roomId}/sessions`, { headers: ORIGIN, data: { theme } });
  expect(session.status(), await session.text()).toBe(201);
  const { id: sessionId } = (await session.json()) as { id: string };
  return { roomId, roomName, sessionId, theme };
}

/** The service worker controls the page, and (signed in) keeps this player's copies. */
async function workerReady(page: Page, signedIn: boolean) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  if (signedIn) {
    await page.waitForFunction(async () => (await caches.keys()).some((k) => k.startsWith('clipclub-api-')), null, {
      timeout: 30_000,
    });
  }
}

test('Chromium finds the app installable, and the server serves its files', async ({ request }, testInfo) => {
  // A profile of its own: Chromium never offers to install from an incognito context, which is
  // what every other context of Playwright is.
  const profile = mkdtempSync(join(tmpdir(), 'clipclub-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: BASE_URL,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await workerReady(page, false);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, data } = await cdp.send('Page.getAppManifest');
  expect(url).toBe(`${BASE_URL}/manifest.webmanifest`);
  const manifest = JSON.parse(data ?? '{}') as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: '/dashboard', display: 'standalone', short_name: 'Clip Club' });
  await context.close();
  rmSync(profile, { recursive: true, force: true });

  const manifestFile = await request.get('/manifest.webmanifest');
  expect(manifestFile.headers()['content-type']).toContain('application/manifest+json');
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  // Revalidated on every check, so a deploy is seen at once.
  expect(worker.headers()['cache-control']).toBe('no-cache');
  for (const icon of ['/icons/icon-192.png', '/icons/maskable-512.png']) {
    expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
  }
});

test('offline, a room seen before opens read-only, and a refused submission keeps its draft', async ({ browser }) => {
  const player = await newPlayer(browser, 'Pia', { width: 390, height: 844 });
  const { page, context } = player;
  const { roomId, roomName, sessionId } = await openSession(page);
  await workerReady(page, true);
  // A signed-in page: drawn by the server, with the manifest in its head too.
  await page.goto(`/room/${roomId}`);
  await expect(page.getByRole('heading', { name: roomName })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.goto(`/submit/${sessionId}`);
  await expect(page.getByRole('textbox', { name: 'YouTube URL' })).toBeVisible();
  await appReady(page);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: "You're seeing what this device loaded last" });
  await expect(banner).toBeVisible();
  await page.getByRole('textbox', { name: 'YouTube URL' }).fill(VIDEO);
  await page.getByRole('textbox', { name: 'Commentary (Optional)' }).fill('For the ride home');
  await page.getByRole('button', { name: 'Submit Video' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'this needs a connection' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'YouTube URL' })).toHaveValue(VIDEO);

  // Opened again while still offline: the last copy, and the draft is still there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'YouTube URL' })).toHaveValue(VIDEO);
  await expect(page.getByRole('textbox', { name: 'Commentary (Optional)' })).toHaveValue('For the ride home');
  await expect(banner).toBeVisible();
  await page.goto(`/room/${roomId}`);
  await expect(page.getByRole('heading', { name: roomName })).toBeVisible();
  await expect(banner).toBeVisible();
  if (SCREENSHOTS) {
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await expect(banner).toBeVisible();
      await snapWidths(page, 'phone-offline-room');
    }
  }

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('signing out drops the offline copies', async ({ browser }) => {
  const { page } = await newPlayer(browser, 'Sol');
  await workerReady(page, true);
  // The app's sign-out posts from the page, through the worker.
  await page.evaluate(() => fetch('/api/logout', { method: 'POST', credentials: 'include' }));
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('clipclub-'))))
    .toEqual([]);
});

test('a new deploy offers "Update available — reload"', async ({ page }) => {
  await page.goto('/');
  await workerReady(page, false);
  const original = readFileSync(SW_FILE, 'utf8');
  try {
    // A new version of the worker, as a deploy would bring.
    writeFileSync(SW_FILE, `${original}\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const reload = page.getByRole('button', { name: 'Update available — reload' });
    await expect(reload).toBeVisible({ timeout: 30_000 });
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(reload).toBeHidden();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    writeFileSync(SW_FILE, original);
  }
});

test('/share offers the rooms taking submissions and fills in the shared link', async ({ browser }) => {
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  const who = person('Sam');
  // Signed out first: sign in, then back to the share.
  const shared = `/share?${new URLSearchParams({ title: 'Never gonna', text: `Watch this ${VIDEO}` })}`;
  await page.goto(shared);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Display name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/share');
  expect(new URL(page.url()).searchParams.get('text')).toBe(`Watch this ${VIDEO}`);
  const { roomName, sessionId } = await openSession(page);
  await page.reload();
  await expect(page.getByTestId('shared-link')).toHaveText(VIDEO);
  const submit = page.getByRole('link', { name: `Submit to ${roomName}` });
  await expect(submit).toBeVisible();
  if (SCREENSHOTS) {
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await expect(submit).toBeVisible();
      await snapWidths(page, 'phone-share');
    }
  }
  await submit.click();
  await page.waitForURL(`**/submit/${sessionId}?url=*`);
  await expect(page.getByRole('textbox', { name: 'YouTube URL' })).toHaveValue(VIDEO);

  // A link that is no YouTube video: the form's usual message, on the share page and in the form.
  await page.goto(`/share?${new URLSearchParams({ url: 'https://vimeo.com/76979871' })}`);
  await expect(page.getByText('Must be a YouTube URL')).toBeVisible();
  await page.getByRole('link', { name: `Submit to ${roomName}` }).click();
  await expect(page.getByRole('textbox', { name: 'YouTube URL' })).toHaveValue('https://vimeo.com/76979871');
  await expect(page.getByText('Must be a YouTube URL')).toBeVisible();
});
