import { api, routes } from '../fixtures/api.ts';
import { createSignedInPlayer, snap, waitForAppReady } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

// docs/rules.md §11: My Rooms and the Sessions tab load a page at a time (50 rooms, 100 sessions),
// with a button for more.
test('My Rooms and the Sessions tab show the newest page and load more on request', async ({ browser }) => {
  test.setTimeout(180_000);
  const ada = await createSignedInPlayer(browser, 'Ada');
  const createRoom = async (name: string) => {
    const res = await api(ada.context, routes.createRoom, { body: { name, type: 'manual', votingMode: 'classic' } });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const first = await createRoom('The very first room');
  for (let i = 2; i <= 52; i++) await createRoom(`Room ${i}`);

  await ada.page.goto('/dashboard');
  await expect(ada.page.getByText('52 rooms')).toBeVisible({ timeout: 30_000 });
  await expect(ada.page.getByRole('link', { name: /Room 52/ })).toBeVisible();
  await expect(ada.page.getByRole('link', { name: /The very first room/ })).toHaveCount(0);
  const more = ada.page.getByRole('button', { name: 'Load more rooms' });
  await more.scrollIntoViewIfNeeded();
  await snap(ada.page, 'pages-my-rooms-load-more');
  await more.click();
  await expect(ada.page.getByRole('link', { name: /The very first room/ })).toBeVisible();
  await expect(more).toHaveCount(0);
  // A search looks through every room, loaded or not.
  await ada.page.reload();
  await waitForAppReady(ada.page);
  await ada.page.getByRole('searchbox', { name: 'Search rooms' }).fill('very first');
  await expect(ada.page.getByRole('link', { name: /The very first room/ })).toBeVisible();

  for (let i = 1; i <= 102; i++) {
    const res = await api(ada.context, routes.createSession, {
      params: { id: first.id },
      body: { theme: `Theme ${i}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await ada.page.goto(`/room/${first.id}`);
  await expect(ada.page.getByRole('article', { name: 'Theme 102' })).toBeVisible({ timeout: 30_000 });
  await expect(ada.page.getByRole('article', { name: 'Theme 1', exact: true })).toHaveCount(0);
  // The active session (Theme 1) is on an older page: no upcoming one is offered to open meanwhile.
  await expect(ada.page.getByRole('button', { name: 'Open Submissions' })).toHaveCount(0);
  const older = ada.page.getByRole('button', { name: 'Load older sessions' });
  await older.scrollIntoViewIfNeeded();
  await snap(ada.page, 'pages-sessions-load-older');
  await older.click();
  const oldest = ada.page.getByRole('article', { name: 'Theme 1', exact: true });
  await expect(oldest).toBeVisible();
  // The first session opened when it was created: still the active one, now on screen.
  await expect(oldest.getByText('Active Session')).toBeVisible();
  await ada.context.close();
});
