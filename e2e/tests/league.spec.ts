import type { BrowserContext, Page } from '@playwright/test';
import { api, apiOk, routes } from '../fixtures/api.ts';
import { createSignedInPlayer, type Player, SCREENSHOTS, snap } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

// Running a league: an admin removes a member and a member leaves, and every other
// open screen of the room shows it at once through the socket, with no reload.

type Room = { id: string; name: string; inviteCode: string };
const SETTLE = { timeout: 20_000 };

async function createRoom(admin: Player): Promise<Room> {
  const res = await api(admin.context, routes.createRoom, {
    body: { name: `League ${Math.random().toString(36).slice(2, 7)}`, type: 'manual', votingMode: 'classic' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Room;
}

async function join(context: BrowserContext, room: Room): Promise<void> {
  const res = await api(context, routes.joinRoom, { body: { inviteCode: room.inviteCode } });
  expect(res.ok()).toBe(true);
}

async function openMembers(page: Page, room: Room) {
  await page.goto(`/room/${room.id}`);
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('status', { name: /^Live/ })).toBeVisible(SETTLE);
}

const memberRow = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test('removing and leaving show live on the other members’ screens', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await createSignedInPlayer(browser, 'Admin');
  const bob = await createSignedInPlayer(browser, 'Bob');
  const cat = await createSignedInPlayer(browser, 'Cat', { width: 390, height: 844 });
  const room = await createRoom(admin);
  await join(bob.context, room);
  await join(cat.context, room);
  await Promise.all([openMembers(admin.page, room), openMembers(bob.page, room), openMembers(cat.page, room)]);
  await expect(memberRow(cat.page, bob.name)).toBeVisible();

  // The admin removes Bob: Cat's list drops him, and Bob's own screen leaves the room.
  await admin.page.getByRole('button', { name: `Remove: ${bob.name}` }).click();
  await admin.page.getByRole('dialog', { name: 'Remove Member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(memberRow(cat.page, bob.name)).toHaveCount(0);
  // Bob is told why, not left to wonder whether the room was deleted; a reload says the same.
  await expect(bob.page.getByRole('heading', { name: 'You were removed from this room' })).toBeVisible();
  await bob.page.reload();
  await expect(bob.page.getByRole('heading', { name: 'You were removed from this room' })).toBeVisible();
  await expect(bob.page.getByText('An admin of this room removed you')).toBeVisible();

  // The admin promotes Cat; Cat's own screen shows the badge live.
  await admin.page.getByRole('button', { name: `Promote: ${cat.name}` }).click();
  await admin.page.getByRole('dialog', { name: 'Make Admin' }).getByRole('button', { name: 'Make Admin' }).click();
  await expect(memberRow(cat.page, cat.name).getByText('Admin', { exact: true })).toBeVisible();
  await snap(cat.page, 'league-members-390');

  // Cat leaves: she lands on My Rooms, and the admin's list drops her at once.
  await cat.page.getByRole('button', { name: `Leave: ${cat.name}` }).click();
  await cat.page.getByRole('dialog', { name: 'Leave Room' }).getByRole('button', { name: 'Leave Room' }).click();
  await expect(cat.page).toHaveURL(/\/$/);
  await expect(memberRow(admin.page, cat.name)).toHaveCount(0);
  await snap(admin.page, 'league-members-1280');

  // The last admin cannot leave while others remain: the refusal is said in words.
  await join(bob.context, room);
  await expect(memberRow(admin.page, bob.name)).toBeVisible();
  const adminRow = memberRow(admin.page, admin.name);
  await adminRow.getByRole('button', { name: `Leave: ${admin.name}` }).click();
  await admin.page.getByRole('dialog', { name: 'Leave Room' }).getByRole('button', { name: 'Leave Room' }).click();
  await expect(
    admin.page.getByText('You are the last admin: promote another member to admin before leaving'),
  ).toBeVisible();
});

test('the Edit Room settings change the voting mode and give a new invite code', async ({ browser }) => {
  const admin = await createSignedInPlayer(browser, 'Admin');
  const room = await createRoom(admin);
  await admin.page.goto(`/room/${room.id}`);
  await admin.page.getByRole('button', { name: 'Edit Room' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Edit Room' });
  await expect(dialog.getByText(room.inviteCode)).toBeVisible();
  await dialog.getByRole('button', { name: 'New Invite Code' }).click();
  // It asks first: keeping the code changes nothing.
  await dialog.getByRole('button', { name: 'Keep This Code' }).click();
  await expect(dialog.getByText(room.inviteCode)).toBeVisible();
  await dialog.getByRole('button', { name: 'New Invite Code' }).click();
  await dialog.getByRole('button', { name: 'Replace Code' }).click();
  await expect(dialog.getByText(room.inviteCode)).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Voting Mode' }).click();
  await admin.page.getByRole('option', { name: 'Ranked Choice' }).click();
  await snap(admin.page, 'league-settings-1280');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.page.getByText('Ranked Choice', { exact: true })).toBeVisible();
  // The old code no longer joins anyone.
  const stranger = await createSignedInPlayer(browser, 'Stranger');
  const res = await api(stranger.context, routes.joinRoom, { body: { inviteCode: room.inviteCode } });
  expect(res.status()).toBe(404);
});

/** Both themes at the page's width: the theme is stored, then the page reloads (only when screenshots are taken). */
async function snapThemes(page: Page, name: string, ready: () => Promise<void>) {
  if (!SCREENSHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await ready();
    await snap(page, `${name}-${theme}`);
  }
}

test('the settings form sets points and cap; a new session’s ballot says them; members see it live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await createSignedInPlayer(browser, 'Admin');
  const bob = await createSignedInPlayer(browser, 'Bob', { width: 390, height: 844 });
  const cat = await createSignedInPlayer(browser, 'Cat');
  const dan = await createSignedInPlayer(browser, 'Dan');
  const room = await createRoom(admin);
  for (const p of [bob, cat, dan]) await join(p.context, room);

  await bob.page.goto(`/room/${room.id}`);
  await expect(bob.page.getByRole('status', { name: /^Live/ })).toBeVisible(SETTLE);
  await expect(bob.page.getByText('10 points per ballot, at most 5 on one video')).toBeVisible();

  const { page } = admin;
  await page.goto(`/room/${room.id}`);
  await page.getByRole('button', { name: 'Edit Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Room' });
  await expect(dialog.getByLabel('Points per ballot')).toHaveValue('10');
  await expect(dialog.getByLabel('Most points on one video')).toHaveValue('5');

  // The protocol's own rule, in the form: the cap cannot pass the points.
  await dialog.getByLabel('Points per ballot').fill('12');
  await dialog.getByLabel('Most points on one video').fill('13');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Per-video cap cannot be more than the points per ballot')).toBeVisible();

  // An automatic room shows its schedule, today's by default.
  await dialog.getByRole('combobox', { name: 'Room Type' }).click();
  await page.getByRole('option', { name: 'Automatic (weekly schedule)' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Submissions close' })).toHaveValue('Thursday');
  await expect(dialog.getByRole('combobox', { name: 'Time Zone' })).toHaveValue('America/Los_Angeles');
  if (SCREENSHOTS) {
    await page.waitForTimeout(400); // the dialog's opening transition
    await snap(page, 'room-settings-automatic-1280');
  }
  await dialog.getByRole('combobox', { name: 'Room Type' }).click();
  await page.getByRole('option', { name: 'Manual (admins advance)' }).click();

  await dialog.getByLabel('Most points on one video').fill('6');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  // Bob's screen follows at once, with no reload.
  await expect(bob.page.getByText('12 points per ballot, at most 6 on one video')).toBeVisible();

  // A new session: three videos, and Dan (who did not submit) reads the new numbers on his ballot.
  const session = await apiOk(admin.context, routes.createSession, {
    params: { id: room.id },
    body: { theme: 'Twelve points' },
  });
  for (const [i, p] of [admin, bob, cat].entries()) {
    const res = await api(p.context, routes.createSubmission, {
      params: { id: session.id },
      body: { youtubeUrl: `https://youtu.be/${['dQw4w9WgXcQ', '9bZkp7q19f0', 'kJQP7kiw5Fk'][i]}` },
    });
    expect(res.status()).toBe(201);
  }
  const advanced = await api(admin.context, routes.advanceSession, {
    params: { id: session.id },
    body: { action: 'endSubmissions' },
  });
  expect(advanced.ok()).toBe(true);
  await dan.page.goto(`/vote/${session.id}`);
  await expect(
    dan.page.getByText('Distribute exactly 12 points among your favourites, up to 6 per video. You can vote once.'),
  ).toBeVisible();

  // Screenshots of the form at both widths, in both themes (after the dialog's opening transition).
  const openForm = async () => {
    await page.getByRole('button', { name: 'Edit Room' }).click();
    await expect(dialog.getByLabel('Most points on one video')).toHaveValue('6');
    await page.waitForTimeout(400);
  };
  await snapThemes(page, 'room-settings-1280', openForm);
  if (SCREENSHOTS) await page.setViewportSize({ width: 390, height: 844 });
  await snapThemes(page, 'room-settings-390', openForm);
});
