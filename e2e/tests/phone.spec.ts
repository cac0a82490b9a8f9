import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { startPushService, type TestPushService } from '../../api/src/features/push/test-push-service.ts';
import { apiOk, routes, urlOf } from '../fixtures/api.ts';
import { person, SCREENSHOTS, signInNewPlayer, signInViaApi, snapWidths, waitForAppReady } from '../fixtures/app.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { BASE_URL } from '../playwright.config.ts';

// The installed app (docs/rules.md §10, "On a phone"): the manifest, the service worker's offline
// copies and update prompt, and the share target. These tests let the service worker run (the
// config blocks it for every other spec, so their routing sees every request).
test.use({ serviceWorkers: 'allow' });
// One after another: the update test changes the built sw.js for a moment.
test.describe.configure({ mode: 'default' });

const SW_FILE = fileURLToPath(new URL('../../web/dist/sw.js', import.meta.url));
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

async function openSession(page: Page) {
  const roomName = `Phone Clips ${Math.random().toString(36).slice(2, 7)}`;
  const { id: roomId } = await apiOk(page, routes.createRoom, { body: { name: roomName, type: 'manual' } });
  const theme = 'Songs for the bus';
  const { id: sessionId } = await apiOk(page, routes.createSession, { params: { id: roomId }, body: { theme } });
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
  const player = await signInNewPlayer(browser, 'Pia', { width: 390, height: 844 });
  const { page, context } = player;
  const { roomId, roomName, sessionId } = await openSession(page);
  await workerReady(page, true);
  // A signed-in page: drawn by the server; the app links the manifest in its head after the first paint.
  await page.goto(`/room/${roomId}`);
  await expect(page.getByRole('heading', { name: roomName })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.goto(`/submit/${sessionId}`);
  await expect(page.getByRole('textbox', { name: 'YouTube URL' })).toBeVisible();
  await waitForAppReady(page);

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

test('offline, pages reached inside the app open as last seen', async ({ browser }) => {
  const { page, context } = await signInNewPlayer(browser, 'Ivo', { width: 390, height: 844 });
  const { roomId, roomName, sessionId, theme } = await openSession(page);
  await workerReady(page, true);
  // My Rooms opened, then the room and its submit screen reached by tapping, not by loading.
  await page.goto('/dashboard');
  // Taken over by the app (before that, a link is a plain page load, kept as a page).
  await waitForAppReady(page);
  await page.getByRole('link', { name: roomName }).first().click();
  await page.waitForURL(`**/room/${roomId}`);
  await expect(page.getByRole('article', { name: theme })).toBeVisible();
  await page.getByRole('article', { name: theme }).getByRole('link', { name: 'Submit Your Video' }).click();
  await page.waitForURL(`**/submit/${sessionId}`);
  await expect(page.getByRole('textbox', { name: 'YouTube URL' })).toBeVisible();
  // The device has kept what those screens read (stored just after each answer is handed over).
  const kept = (path: string) =>
    page.evaluate(async (p) => {
      const held = await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()));
      return held.flat().some((r) => new URL(r.url).pathname === p);
    }, path);
  await expect.poll(() => kept(urlOf(routes.listSessions, { params: { id: roomId } }))).toBe(true);
  await expect.poll(() => kept(urlOf(routes.getSession, { params: { id: sessionId } }))).toBe(true);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: "You're seeing what this device loaded last" });
  await page.reload();
  await expect(page.getByRole('heading', { name: theme })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'YouTube URL' })).toBeVisible();
  await expect(banner).toBeVisible();
  await page.goto(`/room/${roomId}`);
  await expect(page.getByRole('heading', { name: roomName })).toBeVisible();
  await expect(page.getByRole('article', { name: theme })).toBeVisible();
  await expect(banner).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: roomName }).first()).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('signing out drops the offline copies', async ({ browser }) => {
  const { page } = await signInNewPlayer(browser, 'Sol');
  await workerReady(page, true);
  // The app's sign-out posts from the page, through the worker.
  await page.evaluate((path) => fetch(path, { method: 'POST', credentials: 'include' }), urlOf(routes.logout));
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('clipclub-'))))
    .toEqual([]);
});

test('a new deploy offers "Update available — reload"', async ({ browser }) => {
  // bypassCSP: the axe sweep of the prompt injects axe-core (fixtures/axe.ts).
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await workerReady(page, false);
  const original = readFileSync(SW_FILE, 'utf8');
  try {
    // A new version of the worker, as a deploy would bring.
    writeFileSync(SW_FILE, `${original}\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const reload = page.getByRole('button', { name: 'Update available — reload' });
    await expect(reload).toBeVisible({ timeout: 30_000 });
    // The accessibility sweep's part for the prompt (that spec blocks service workers): both
    // themes, phone and desktop width; the new version still waits after each reload.
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await expect(reload).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `update prompt (${theme}, ${width} px)`);
      }
      await snapWidths(page, 'phone-update-prompt');
    }
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
  const submit = page.getByRole('link', { name: `Submit here: ${roomName}` });
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
  await page.getByRole('link', { name: `Submit here: ${roomName}` }).click();
  await expect(page.getByRole('textbox', { name: 'YouTube URL' })).toHaveValue('https://vimeo.com/76979871');
  await expect(page.getByText('Must be a YouTube URL')).toBeVisible();
});

/**
 * The browser's half of a push subscription, played by the test push service's device: Chromium
 * refuses push registration in an incognito context (every context Playwright makes) and reaches
 * no real push service here. Everything after it is the app's own: the /settings toggle, the
 * server's encrypted, VAPID-signed push to the device's endpoint, and the service worker's notice.
 */
async function pushStandIn(context: BrowserContext, device: ReturnType<TestPushService['subscription']>) {
  await context.grantPermissions(['notifications'], { origin: new URL(BASE_URL).origin });
  await context.addInitScript((json) => {
    const held = 'e2e:push-subscription';
    const subscription = (value: typeof json) => ({
      endpoint: value.endpoint,
      toJSON: () => value,
      unsubscribe: async () => {
        localStorage.removeItem(held);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () => {
      const stored = localStorage.getItem(held);
      return (stored ? subscription(JSON.parse(stored)) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(held, JSON.stringify(json));
      return subscription(json) as unknown as PushSubscription;
    };
  }, device);
}

/** The push devices the server holds for this player, as their data download lists them. */
async function devicesOnServer(page: Page): Promise<string[]> {
  const { preferences } = await apiOk(page, routes.downloadAccountData);
  return preferences.pushSubscriptions.map((d) => d.endpoint);
}

/** A room whose admin (another player, through the API) will open a session for `page`'s player. */
async function roomWithHost(page: Page, browser: import('@playwright/test').Browser) {
  const host = await browser.newContext();
  await signInViaApi(host, person('Host'));
  const { id: roomId, inviteCode } = await apiOk(host, routes.createRoom, {
    body: { name: 'Bus Clips', type: 'manual' },
  });
  await apiOk(page, routes.joinRoom, { body: { inviteCode } });
  const openSessionAsHost = async (theme: string) =>
    (await apiOk(host, routes.createSession, { params: { id: roomId }, body: { theme } })).id;
  return { openSessionAsHost };
}

test.describe('push on this device', () => {
  let pushService: TestPushService;
  let publicKey = '';
  test.beforeAll(async ({ request }) => {
    publicKey = (await apiOk(request, routes.getPushPublicKey)).publicKey;
    pushService = await startPushService({ publicKey: () => publicKey });
  });
  test.afterAll(() => pushService.stop());

  test('turned on in Settings, a notice arrives and shows, turned off again', async ({ browser }) => {
    const device = pushService.subscription();
    const { page, context } = await signInNewPlayer(browser, 'Pia', { width: 390, height: 844 });
    await pushStandIn(context, device);
    const { openSessionAsHost } = await roomWithHost(page, browser);
    await page.goto('/settings');
    await workerReady(page, true);
    const toggle = page.getByRole('switch', { name: 'Push notifications on this device' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    expect(await devicesOnServer(page)).toEqual([device.endpoint]);

    // The host opens a session: the server pushes it, encrypted for this device and VAPID-signed
    // (the push service checks both and decrypts it), with no spoiler and nothing private.
    const sessionId = await openSessionAsHost('Songs for the bus');
    await expect
      .poll(() => pushService.payloadsFor(device.endpoint))
      .toEqual([
        {
          kind: 'session_opened',
          title: 'Session 1 "Songs for the bus" is open in Bus Clips',
          body: 'Session 1 "Songs for the bus" is open for submissions in Bus Clips.',
          url: `/submit/${sessionId}`,
        },
      ]);
    // The push service hands it to the device's service worker, which shows the notice.
    const [payload] = pushService.payloadsFor(device.endpoint);
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((r) => !r.isDeleted)).toBe(true);
    const registration = registrations.find((r) => !r.isDeleted);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(BASE_URL).origin,
      registrationId: registration?.registrationId ?? '',
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body]),
        ),
      )
      .toEqual([['Session 1 "Songs for the bus" is open in Bus Clips', (payload as { body: string }).body]]);

    await toggle.click();
    await expect(toggle).not.toBeChecked();
    expect(await devicesOnServer(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Push notifications on this device' })).not.toBeChecked();
  });

  test('signing out turns push off on this device, so the next player gets none of it', async ({ browser }) => {
    const device = pushService.subscription();
    const { page, context, name, email } = await signInNewPlayer(browser, 'Sol', { width: 390, height: 844 });
    await pushStandIn(context, device);
    await page.goto('/settings');
    await workerReady(page, true);
    await page.getByRole('switch', { name: 'Push notifications on this device' }).click();
    await expect(page.getByRole('switch', { name: 'Push notifications on this device' })).toBeChecked();
    expect(await devicesOnServer(page)).toEqual([device.endpoint]);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(
      page
        .getByRole('link', { name: /sign in/i })
        .or(page.getByRole('button', { name: /sign in/i }))
        .first(),
    ).toBeVisible();
    // Signed in again: the server holds no device for them, and this browser is subscribed to nothing.
    await signInViaApi(context, { name, email });
    expect(await devicesOnServer(page)).toEqual([]);
    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: 'Push notifications on this device' })).not.toBeChecked();
  });
});
