import { API_PREFIX } from '@clipclub/protocol';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { api, apiOk, routes, urlOf } from '../fixtures/api.ts';
import { createSignedInPlayer, deadlineAsShown, SCREENSHOTS, snap, waitForAppReady } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';
import { givePoints, titleOf } from '../fixtures/voting-game.ts';

// Signed-in pages arrive drawn by the server, with their data, and the app hydrates them (issue
// 12, api/src/lib/server-render.ts). What only the browser knows must not change the first
// render: the stored theme, a time zone unlike the server's, a ballot draft in storage. A
// mismatch is a console error (onRecoverableError in web/src/app/boot.tsx, React's own), so
// none may appear; and the page must then respond.

const ZONE = 'Pacific/Kiritimati'; // UTC+14: no server runs there

type Setup = { roomId: string; roomName: string; sessionId: string; userId: string; entryTitle: string };

/** Ann's automatic room with Bo's entry on the ballot, set up through the API. */
async function setUp(browser: Browser): Promise<{ ann: BrowserContext; setup: Setup }> {
  const ann = await createSignedInPlayer(browser, 'Ann');
  const bo = await createSignedInPlayer(browser, 'Bo');
  const roomName = `Drawn ${Math.random().toString(36).slice(2, 7)}`;
  const thursday = new Date();
  thursday.setUTCDate(thursday.getUTCDate() + ((4 - thursday.getUTCDay() + 7) % 7));
  const room = await apiOk(ann.context, routes.createRoom, {
    body: {
      name: roomName,
      type: 'automatic',
      votingMode: 'classic',
      startDate: thursday.toISOString().slice(0, 10),
    },
  });
  expect((await api(bo.context, routes.joinRoom, { body: { inviteCode: room.inviteCode } })).ok()).toBe(true);
  const inRoom = { params: { id: room.id } };
  const session = await apiOk(ann.context, routes.createSession, { ...inRoom, body: { theme: 'Night drives' } });
  await apiOk(ann.context, routes.createSession, { ...inRoom, body: { theme: 'Rainy days' } });
  const videoId = 'kJQP7kiw5Fk';
  const entry = await api(bo.context, routes.createSubmission, {
    params: { id: session.id },
    body: { youtubeUrl: `https://www.youtube.com/watch?v=${videoId}`, commentary: 'Windows down' },
  });
  expect(entry.status()).toBe(201);
  const advanced = await api(ann.context, routes.advanceSession, {
    params: { id: session.id },
    body: { action: 'endSubmissions' },
  });
  expect(advanced.ok()).toBe(true);
  const user = await apiOk(ann.context, routes.getCurrentUser);
  await bo.context.close();
  return {
    ann: ann.context,
    setup: { roomId: room.id, roomName, sessionId: session.id, userId: user.id, entryTitle: titleOf(videoId) },
  };
}

/** Ann in another browser: her cookie, a zone unlike the server's, a stored theme and ballot draft. */
/** The game set up, and a fresh page of Ann's in a context of its own (its defaults). */
async function setUpWithAnnsPage(browser: Browser) {
  const { ann, setup } = await setUp(browser);
  const context = await browser.newContext({ storageState: await ann.storageState() });
  return { ann, setup, context, page: await context.newPage() };
}

async function annElsewhere(browser: Browser, ann: BrowserContext, setup: Setup, theme: 'light' | 'dark') {
  const context = await browser.newContext({ storageState: await ann.storageState(), timezoneId: ZONE });
  const entryId = await entryIdOf(ann, setup.sessionId);
  await context.addInitScript(
    ({ theme, key, points }) => {
      localStorage.setItem('theme', theme);
      localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), value: { points } }));
    },
    {
      theme,
      key: `clipclub:draft:v1:${setup.userId}:${setup.sessionId}:ballot`,
      points: { [entryId]: 2 },
    },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // Thumbnails come from i.ytimg.com, out of reach of this offline machine.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function entryIdOf(context: BrowserContext, sessionId: string): Promise<string> {
  // Bo's entry, shown to Ann in voting; the answer's type also allows the hidden form.
  const entries = (await apiOk(context, routes.listSubmissions, { params: { id: sessionId } })) as { id: string }[];
  return entries[0]!.id;
}

/** The page as the server sent it: drawn, with the text given. */
async function openDrawn(page: Page, url: string, text: RegExp) {
  const response = await page.goto(url);
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<html data-drawn /);
  expect(html).toMatch(text);
  await waitForAppReady(page);
}

test('the room and vote pages arrive drawn and hydrate without a mismatch, in both themes', async ({ browser }) => {
  test.setTimeout(120_000);
  const { ann, setup } = await setUp(browser);
  for (const theme of ['light', 'dark'] as const) {
    const { context, page, errors } = await annElsewhere(browser, ann, setup, theme);

    await openDrawn(page, `/room/${setup.roomId}`, new RegExp(`<h1[^>]*>${setup.roomName}</h1>`));
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    // The deadline is drawn in the browser's zone and language, once the app has the page.
    const card = page.getByRole('article').filter({ hasText: 'Rainy days' });
    await expect(card.locator('dd')).toHaveText(['TBD', 'TBD']);
    const session = await apiOk(page, routes.getSession, { params: { id: setup.sessionId } });
    expect(session.votingDeadline).toBeTruthy();
    const votingDue = await deadlineAsShown(page, session.votingDeadline!);
    const open = page.getByRole('article').filter({ hasText: 'Night drives' });
    await expect(open.locator('dd').nth(1)).toHaveText(votingDue);
    // It responds: a tab changes the URL and shows the members.
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\?tab=members$/);
    await expect(page.getByRole('tabpanel', { name: 'Members' })).toContainText('Bo');

    await openDrawn(page, `/vote/${setup.sessionId}`, /<h1[^>]*>Night drives<\/h1>/);
    // The draft comes back after hydration, and the ballot takes a change.
    await expect(page.getByText('Restored your unsent ballot')).toBeVisible();
    await expect(page.getByText(/^2 of \d+ points$/)).toBeVisible();
    await givePoints(page, setup.entryTitle, 1);
    await expect(page.getByText(/^1 of \d+ points$/)).toBeVisible();

    expect(errors).toEqual([]);
    await context.close();
  }
  await ann.close();
});

test('screenshots: a drawn room page before the app runs, and after', async ({ browser }) => {
  test.skip(!SCREENSHOTS, 'screens for people to look at: CI takes them with SCREENSHOTS=1');
  test.setTimeout(240_000);
  const { ann, setup } = await setUp(browser);
  for (const theme of ['light', 'dark'] as const) {
    const { context, page } = await annElsewhere(browser, ann, setup, theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Every other drawn page, from the server's HTML and stylesheets alone: each links the
      // sheets it draws with (the signed-in screens' sheet is not in the entry's).
      await page.route('**/*.js', (route) => route.abort());
      for (const [name, url] of [
        ['my-rooms', '/'],
        ['vote', `/vote/${setup.sessionId}`],
        ['submit', `/submit/${setup.sessionId}`],
        ['results', `/results/${setup.sessionId}`],
        ['watch', `/session/${setup.sessionId}/watch`],
      ] as const) {
        await page.goto(url);
        await expect(page.locator('html[data-drawn]')).toHaveCount(1);
        await snap(page, `drawn-${name}-${theme}-${width}-before`);
      }
      await page.unroute('**/*.js');
      // Before: the server's HTML alone (no script runs).
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`/room/${setup.roomId}`);
      await expect(page.getByRole('heading', { level: 1, name: setup.roomName })).toBeVisible();
      await snap(page, `drawn-room-${theme}-${width}-before`);
      await page.unroute('**/*.js');
      await page.goto(`/room/${setup.roomId}`);
      await waitForAppReady(page);
      await expect(page.getByRole('button', { name: 'account menu' })).toBeVisible();
      await snap(page, `drawn-room-${theme}-${width}-after`);
    }
    await context.close();
  }
  await ann.close();
});

test('a drawn room page goes live without reading the room again, unless it changed since the draw', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { ann, setup, context, page } = await setUpWithAnnsPage(browser);
  // Any read of the room: its own route's path, or one under it (sessions, members, …).
  const roomPath = urlOf(routes.getRoom, { params: { id: setup.roomId } });
  const roomReads: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    const ofRoom = pathname === roomPath || pathname.startsWith(`${roomPath}/`);
    if (r.method() === 'GET' && ofRoom) roomReads.push(r.url());
  });
  const live = page.getByLabel('Live: this screen updates as things change');

  // Nothing changed between the draw and the socket's join: the drawn data stands.
  await openDrawn(page, `/room/${setup.roomId}`, new RegExp(`<h1[^>]*>${setup.roomName}</h1>`));
  await expect(live).toBeVisible();
  expect(roomReads).toEqual([]);

  // The room is renamed after the page is drawn and before its socket joins (the socket's code
  // is held back): the rename's event went out before the join, so the join must read it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/socket-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openDrawn(page, `/room/${setup.roomId}`, new RegExp(`<h1[^>]*>${setup.roomName}</h1>`));
  const renamed = `${setup.roomName} renamed`;
  const rename = await api(ann, routes.updateRoom, { params: { id: setup.roomId }, body: { name: renamed } });
  expect(rename.ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(setup.roomName);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expect(live).toBeVisible();
  await context.close();
  await ann.close();
});

/**
 * The GET reads of the API the page at `path` makes, by path (with query), from its load on.
 * Only that page's own: the page before it may still be reading (the bell's list comes after
 * its code, maybe after 'networkidle') while the next one is asked for.
 */
function apiReads(page: Page, path: string): string[] {
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    const from = new URL(r.frame().url()).pathname;
    if (r.method() === 'GET' && url.pathname.startsWith(API_PREFIX) && from === path) {
      reads.push(url.pathname + url.search);
    }
  });
  return reads;
}

test('the results and watch pages arrive drawn with their data, and read nothing twice', async ({ browser }) => {
  test.setTimeout(120_000);
  const { ann, setup } = await setUp(browser);
  // Bo's entry, voted on by nobody: the results name it all the same.
  const params = { id: setup.sessionId };
  const ended = await api(ann, routes.advanceSession, { params, body: { action: 'endVoting' } });
  expect(ended.ok()).toBe(true);
  // Past the reveal (reveal.spec.ts plays it), so the results page draws its rankings.
  const seen = await api(ann, routes.markRevealSeen, { params });
  expect(seen.status()).toBe(204);
  const context = await browser.newContext({ storageState: await ann.storageState() });
  const page = await context.newPage();
  const live = page.getByLabel('Live: this screen updates as things change');
  const errors: string[] = [];
  page.on('console', (m) => {
    // Thumbnails come from i.ytimg.com, out of reach of this offline machine.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  const results = urlOf(routes.getResults, { params });
  const watch = urlOf(routes.getWatch, { params });
  for (const [url, drawn, carried] of [
    [`/results/${setup.sessionId}`, new RegExp(`Final Rankings[\\s\\S]*${setup.entryTitle}`), results],
    [`/session/${setup.sessionId}/watch`, /Watch Together[\s\S]*Video 1 of 1/, watch],
  ] as const) {
    const reads = apiReads(page, url);
    await openDrawn(page, url, drawn);
    await expect(live).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's data came with it: the browser does not read it, and after hydration and the
    // socket's join nothing is read twice.
    expect(reads).not.toContain(carried);
    expect(reads.filter((read, i) => reads.indexOf(read) !== i)).toEqual([]);
    page.removeAllListeners('request');
  }
  // Hydrated without a mismatch.
  expect(errors).toEqual([]);
  await context.close();
  await ann.close();
});

test('before the app starts, a drawn page’s links already lead on', async ({ browser }) => {
  test.setTimeout(120_000);
  const { ann, setup, context, page } = await setUpWithAnnsPage(browser);
  // A slow phone that has not run the app's code yet: none of it arrives.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`/room/${setup.roomId}`);
  // The room's tabs are links too: the server draws the tab asked for.
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page).toHaveURL(new RegExp(`/room/${setup.roomId}\\?tab=members$`));
  await expect(page.getByRole('tab', { name: 'Members', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await expect(page.getByRole('tab', { name: 'Sessions', selected: true })).toBeVisible();
  await page
    .getByRole('article')
    .filter({ hasText: 'Night drives' })
    .getByRole('link', { name: 'Cast Your Vote' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/vote/${setup.sessionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Night drives' })).toBeVisible();
  // A point tapped before the app: it waits (nothing is chosen), and a bar across the top says
  // the page is still loading, where a phone shows no waiting cursor (app/page-start.ts).
  const root = page.locator('#root');
  const bar = () => root.evaluate((el) => getComputedStyle(el, '::before').content);
  expect(await bar()).toBe('none');
  await page.getByRole('radiogroup').first().getByText('1', { exact: true }).click({ force: true });
  await expect(root).toHaveAttribute('data-tapped', '');
  expect(await bar()).not.toBe('none');
  await expect(page.getByRole('radiogroup').first().getByRole('radio', { name: '1', exact: true })).not.toBeChecked();
  // A key pressed on a drawn point, or a click a screen reader sends, waits the same way: the
  // points are not disabled, the page's own script holds them (app/page-start.ts holdKeysBeforeApp).
  await page.reload();
  await expect(root).not.toHaveAttribute('data-tapped');
  const points = page.getByRole('radiogroup').first();
  const point = (name: string) => points.getByRole('radio', { name, exact: true });
  await expect(point('0')).toBeChecked();
  await point('0').focus();
  for (const key of ['ArrowRight', 'Space']) await page.keyboard.press(key);
  await expect(root).toHaveAttribute('data-tapped', '');
  await point('2').dispatchEvent('click');
  await expect(point('0')).toBeChecked();
  for (const name of ['1', '2']) await expect(point(name)).not.toBeChecked();

  // A phone scrolls the drawn page before the app has it: taking the page over must leave it
  // there (web/src/app/scroll-restoration.tsx). It jumped to the top, and a tap on a link below
  // the fold landed on what the jump brought under it (voting-ranked.spec.ts hung on that).
  await page.unrouteAll();
  let release = () => {};
  const appHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 400 });
  await page.goto(`/room/${setup.roomId}`, { waitUntil: 'commit' });
  const vote = page
    .getByRole('article')
    .filter({ hasText: 'Night drives' })
    .getByRole('link', { name: 'Cast Your Vote' });
  await vote.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const drawnAt = (await vote.boundingBox())!.y;
  release();
  await waitForAppReady(page);
  await expect(page.getByRole('status', { name: /^Live/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(Math.abs((await vote.boundingBox())!.y - drawnAt)).toBeLessThan(40);
  await vote.click();
  await expect(page).toHaveURL(new RegExp(`/vote/${setup.sessionId}$`));
  await context.close();
  await ann.close();
});

test('a drawn page is the app’s before the user menu’s code is in; the menu then opens by keyboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { ann, setup, context, page } = await setUpWithAnnsPage(browser);
  // The menu's code held back, as a slow link delivers it after the rest (app/boot.tsx
  // HYDRATED_WHEN_LOADED: the page does not wait for it).
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/room/${setup.roomId}`);
  await waitForAppReady(page);
  const trigger = page.getByRole('button', { name: 'account menu' });
  // Drawn, and unavailable until the menu's code is in (a stand-in: a press would be lost).
  await expect(trigger).toHaveAttribute('aria-disabled', 'true');
  await expect(trigger).toHaveCSS('pointer-events', 'none');
  // The rest of the page is the app's: a tab switches in place.
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Members' })).toContainText('Bo');

  release();
  await expect(trigger).not.toHaveAttribute('aria-disabled');
  await expect(trigger).toHaveCSS('pointer-events', 'auto');
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? 'a menu id');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // And by pointer, to its links.
  await trigger.click();
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await context.close();
  await ann.close();
});

test('the profile and settings pages arrive drawn with their data, in a zone unlike the server’s, and hold still', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { ann, setup } = await setUp(browser);
  const { context, page, errors } = await annElsewhere(browser, ann, setup, 'light');
  // What moves on screen after the first paint (CLS's entries), as the page records it; beside
  // the header, where the bell comes in once its code is (on every page, drawn or not).
  await context.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const inPage = entry.sources.some((s) => !s.node?.parentElement?.closest('header'));
        if (!entry.hadRecentInput && inPage) w.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifted = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  for (const [url, drawn, carried] of [
    ['/profile', /Your record/, urlOf(routes.getProfile)],
    ['/settings', /Results are in/, urlOf(routes.getEmailPreferences)],
  ] as const) {
    const reads = apiReads(page, url);
    await openDrawn(page, url, drawn);
    await page.waitForLoadState('networkidle');
    expect(reads).not.toContain(carried);
    expect(reads.filter((read, i) => reads.indexOf(read) !== i)).toEqual([]);
    expect(await shifted()).toEqual([]);
    page.removeAllListeners('request');
  }
  // The stored theme (not the server's default) is the one chosen, once the app has the page.
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.locator('label[data-active]')).toHaveText('Light');
  // The device's zone, and the time there, once the app has the page.
  const select = page.getByRole('combobox', { name: 'Show deadlines in' });
  await expect(select.locator('option').first()).toHaveText(`This device's time zone (${ZONE})`);
  await expect(page.getByText(`in ${ZONE.replace('_', ' ')}.`)).toBeVisible();
  await select.selectOption('UTC');
  await expect(page.getByText('in UTC.')).toBeVisible();
  // Hydrated without a mismatch.
  expect(errors).toEqual([]);
  await context.close();
  await ann.close();
});
