import type { Request } from '@playwright/test';
import { api, apiOk, isRoute, routes } from '../fixtures/api.ts';
import { person, signInViaApi, snap } from '../fixtures/app.ts';
import { axeViolations, expectNoAxeViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

// Reminders: the bell hears a new notification live, without polling the list, and
// marking it read sticks across a reload. The scheduler runs every second in e2e (config).

test('the bell receives a live notification and marks it read', async ({ browser }) => {
  // bypassCSP only so axe can be injected (fixtures/axe.ts); the app is unchanged.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await signInViaApi(context, person('Ada'));
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const listLoads: Request[] = [];
  page.on('request', (r) => {
    if (isRoute(routes.listNotifications)(r)) listLoads.push(r);
  });

  const roomName = `Reminders ${Math.random().toString(36).slice(2, 7)}`;
  const room = await api(context, routes.createRoom, {
    body: { name: roomName, type: 'manual', votingMode: 'classic' },
  });
  expect(room.status()).toBe(201);
  const roomId = (await room.json()).id;
  const session = await api(context, routes.createSession, {
    params: { id: roomId },
    body: { theme: 'Night drives' },
  });
  expect(session.status()).toBe(201);
  const sessionId = (await session.json()).id;

  // The scheduler's next pass tells every member; the socket brings it to the open page.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  expect(listLoads).toEqual([]);

  const item = page.getByRole('button', {
    name: new RegExp(`Session 1 \\(Night drives\\) is open for submissions in ${roomName}`),
  });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    // Opening the list clears the count: the unread bell is there only before the first open.
    if (theme === 'light') {
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await expectNoAxeViolations(page, `header with unread bell (${theme})`);
    }
    await bell.click();
    await expect(item).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    // axe must see the colours after the list's fade-in, not halfway through it.
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
    // With the list open, axe counts the page's buttons it covers as too-small targets; only
    // what the list itself breaks counts here.
    const inList = (await axeViolations(page)).filter(
      (v) => v.id !== 'target-size' || v.nodes.some((n) => n.html.includes('Mark all read')),
    );
    expect(inList, JSON.stringify(inList, null, 2)).toEqual([]);
    await snap(page, `reminders-bell-1280-${theme}`);
    await bell.click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  await bell.click();
  await item.click();
  await expect(page).toHaveURL(`/submit/${sessionId}`);
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 800 });
  await snap(page, 'reminders-bell-390-dark');
  await bell.click();

  // The results notice is the session's, stored once for every member (migration 160): it
  // arrives live, and reading it sticks across a reload too.
  for (const action of ['endSubmissions', 'endVoting'] as const)
    await apiOk(context, routes.advanceSession, { params: { id: sessionId }, body: { action } });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await page
    .getByRole('button', { name: new RegExp(`Results are in for Session 1 \\(Night drives\\) in ${roomName}`) })
    .click();
  await expect(page).toHaveURL(`/results/${sessionId}`);
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();

  // Reminder emails can be turned off per kind on /settings (the bell links there), and the choice is kept.
  await page.getByRole('link', { name: 'Reminder settings' }).click();
  await expect(page).toHaveURL(/\/settings/);
  const opened = page.getByRole('switch', { name: 'A session opens' });
  await expect(opened).toBeChecked();
  await opened.click({ force: true });
  await expect(opened).not.toBeChecked();
  const prefs = await apiOk(context, routes.getEmailPreferences);
  expect(prefs.preferences).toContainEqual({ kind: 'session_opened', email: false });

  // A manual room has no deadlines, so its header offers no calendar (docs/rules.md §7); the
  // feed of an automatic room is tested through the API (notifications/calendar tests).
  await page.goto(`/room/${roomId}`);
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calendar' })).toHaveCount(0);
  await context.close();
});
