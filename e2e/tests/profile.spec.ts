import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { api, apiOk, routes } from '../fixtures/api.ts';
import { createSignedInPlayer, deadlineAsShown, SCREENSHOTS, signInNewPlayer, snap } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

// The profile and settings pages, reached from the user menu.

async function openFromUserMenu(page: Page, item: 'Profile' | 'Settings') {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page).toHaveURL(new RegExp(`/${item.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

/** Screens for people to look at: each reloads the page, so only when screenshots are taken. */
async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, `${name}-${width}-${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a display name edit shows live on another member’s room screen', async ({ browser }) => {
  const ann = await signInNewPlayer(browser, 'Ann');
  const bob = await createSignedInPlayer(browser, 'Bob');
  const room = await apiOk(ann.page, routes.createRoom, { body: { name: 'Name Club', type: 'manual' } });
  expect((await api(bob.page, routes.joinRoom, { body: { inviteCode: room.inviteCode } })).status()).toBe(200);

  await bob.page.goto(`/room/${room.id}?tab=members`);
  const members = bob.page.getByRole('list').filter({ hasText: bob.name });
  await expect(members.getByText(ann.name, { exact: true })).toBeVisible();
  await expect(bob.page.getByText('Live', { exact: true })).toBeVisible();

  await openFromUserMenu(ann.page, 'Profile');
  const field = ann.page.getByLabel('Display name');
  await expect(field).toHaveValue(ann.name);
  // Only invisible characters: refused, with the field's message, and nothing changes.
  await field.fill('\u3164\u200b');
  await ann.page.getByRole('button', { name: 'Save name' }).click();
  await expect(ann.page.getByText('Display name is required')).toBeVisible();

  await field.fill('DJ Ann 🎧');
  await ann.page.getByRole('button', { name: 'Save name' }).click();
  await expect(ann.page.getByRole('button', { name: /Account menu/ })).toContainText('DJ Ann 🎧');
  // Bob's screen follows without a reload.
  await expect(members.getByText('DJ Ann 🎧', { exact: true })).toBeVisible();
  await expect(members.getByText(ann.name, { exact: true })).toHaveCount(0);

  // Back to Google's name: everyone sees it again.
  await ann.page.getByRole('button', { name: 'Use my Google name' }).click();
  await expect(members.getByText(ann.name, { exact: true })).toBeVisible();

  await field.fill('DJ Ann 🎧');
  await ann.page.getByRole('button', { name: 'Save name' }).click();
  await expect(members.getByText('DJ Ann 🎧', { exact: true })).toBeVisible();
  await screenshots(ann.page, 'profile');
  await ann.context.close();
  await bob.context.close();
});

test('the time zone chosen in /settings changes how a deadline is shown', async ({ browser }) => {
  const ann = await signInNewPlayer(browser, 'Tia');
  // Next Thursday as a calendar date: automatic rooms start on one.
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((4 - day.getUTCDay() + 7) % 7 || 7));
  const startDate = day.toISOString().slice(0, 10);
  const room = await apiOk(ann.page, routes.createRoom, { body: { name: 'Clock Club', type: 'automatic', startDate } });
  const session = await apiOk(ann.page, routes.createSession, {
    params: { id: room.id },
    body: { theme: 'Night songs' },
  });
  const deadline = session.submissionsDeadline!;
  expect(deadline).toBeTruthy();

  const shownIn = (timeZone: string) => deadlineAsShown(ann.page, deadline, timeZone);
  const due = ann.page.locator('dt', { hasText: 'Submissions due' }).locator('xpath=following-sibling::dd[1]');
  const browserZone = await ann.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const other = browserZone === 'Asia/Tokyo' ? 'America/Los_Angeles' : 'Asia/Tokyo';
  expect(await shownIn(other)).not.toBe(await shownIn(browserZone));

  await ann.page.goto(`/room/${room.id}`);
  await expect(due).toHaveText(await shownIn(browserZone));

  await openFromUserMenu(ann.page, 'Settings');
  const select = ann.page.getByLabel('Show deadlines in');
  await expect(select).toHaveValue('');
  await select.selectOption(other);
  await expect(ann.page.getByText(`in ${other.replace('_', ' ')}.`)).toBeVisible();
  await expect(select).toHaveValue(other);
  await screenshots(ann.page, 'settings');

  await ann.page.goto(`/room/${room.id}`);
  await expect(due).toHaveText(await shownIn(other));
  // The choice is stored: a fresh load still shows it, and the device's zone comes back on request.
  await ann.page.reload();
  await expect(due).toHaveText(await shownIn(other));
  await ann.page.goto('/settings');
  await ann.page.getByLabel('Show deadlines in').selectOption('');
  await expect(ann.page.getByLabel('Show deadlines in')).toHaveValue('');
  await ann.page.goto(`/room/${room.id}`);
  await expect(due).toHaveText(await shownIn(browserZone));
  await ann.context.close();
});

test('reminder emails are set on /settings, and the bell links there', async ({ browser }) => {
  const ann = await signInNewPlayer(browser, 'Rae');
  await ann.page.getByRole('button', { name: /^Notifications/ }).click();
  await ann.page.getByRole('link', { name: 'Reminder settings' }).click();
  await expect(ann.page).toHaveURL(/\/settings/);
  const toggle = ann.page.getByRole('switch', { name: 'Results are in' });
  await expect(toggle).toBeVisible();
  const before = await toggle.isChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked({ checked: !before });
  await ann.page.reload();
  await expect(ann.page.getByRole('switch', { name: 'Results are in' })).toBeChecked({ checked: !before });
  await ann.context.close();
});

test('a player downloads their data and deletes their account from /settings', async ({ browser }) => {
  const dex = await signInNewPlayer(browser, 'Dex');
  await openFromUserMenu(dex.page, 'Settings');
  const section = dex.page.getByRole('region', { name: 'Your data' });

  const downloading = dex.page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('clip-club-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ firstName: 'Dex' });

  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = dex.page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog.getByText("shown as 'Former player'", { exact: false })).toBeVisible();
  await snap(dex.page, 'settings-delete-account');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dex.page).toHaveURL(/\/$/);
  await expect(dex.page.getByRole('button', { name: 'Sign In with Google' }).first()).toBeVisible();
  expect((await api(dex.page, routes.getCurrentUser)).status()).toBe(401);
  await dex.context.close();
});
