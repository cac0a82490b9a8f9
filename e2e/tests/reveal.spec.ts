import type { Locator, Page } from '@playwright/test';
import { apiOk, routes } from '../fixtures/api.ts';
import { type Player, waitForAppReady } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';
import { setUpGame } from '../fixtures/voting-game.ts';

// The reveal on a first visit to results, remembered by the server, and the conversation after:
// four players, each meeting the reveal their own way, then a thread with a reply seen live.

const SHOTS = process.env.REVEAL_SHOTS;

const reveal = (page: Page) => page.getByRole('region', { name: 'The Reveal' });
const step = (page: Page) => page.getByTestId('reveal-step');
const card = (page: Page) => reveal(page).getByTestId('reveal-card');
const banner = (page: Page) => page.getByRole('region', { name: 'Results Are In!' });

/** 390 and 1280 px in both themes, switched with the header's toggle (no reload: the reveal keeps its place). */
async function shoot(player: Player, name: string, ready: Locator) {
  if (!SHOTS) return;
  for (let i = 0; i < 2; i++) {
    await expect(ready).toBeVisible();
    const theme = await player.page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    for (const width of [1280, 390]) {
      await player.page.setViewportSize({ width, height: 900 });
      await player.page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
    await player.page.setViewportSize({ width: 1280, height: 900 });
    await player.page.getByRole('button', { name: 'Toggle theme' }).click();
  }
}

test('four players: the reveal on each screen, then a thread with a live reply', async ({ browser }) => {
  test.setTimeout(180_000);
  const game = await setUpGame(browser, 'classic', ['Ann', 'Bob', 'Cy', 'Dee'], 4);
  const [ann, bob, cy, dee] = game.players as [Player, Player, Player, Player];
  const session = { id: game.sessionId };
  await apiOk(ann.page, routes.advanceSession, { params: session, body: { action: 'endSubmissions' } });

  // Ballots through the API (the vote screen has its own specs): Cy 15, Bob 14, Dee 8, Ann 3.
  const idOf = new Map<string, string>();
  // Everyone's entry shows in voting; the type also allows the hidden form of other phases.
  const entries = (await apiOk(ann.page, routes.listSubmissions, { params: session })) as {
    id: string;
    videoId: string;
  }[];
  for (const [name, s] of game.submitted)
    idOf.set(name.split(' ')[0]!, entries.find((e) => e.videoId === s.videoId)!.id);
  const ballot = async (voter: Player, points: Record<string, number>) =>
    apiOk(voter.page, routes.voteClassic, {
      params: { sessionId: game.sessionId },
      body: { votes: Object.entries(points).map(([name, p]) => ({ submissionId: idOf.get(name)!, points: p })) },
    });
  await ballot(ann, { Cy: 5, Bob: 5 });
  await ballot(bob, { Cy: 5, Dee: 5 });
  await ballot(cy, { Bob: 5, Dee: 3, Ann: 2 });
  await ballot(dee, { Cy: 5, Bob: 4, Ann: 1 });
  await apiOk(ann.page, routes.advanceSession, { params: session, body: { action: 'endVoting' } });

  // The room's card and the tab name nobody before the reveal.
  await ann.page.goto(`/room/${game.roomId}`);
  await expect(ann.page.getByRole('article', { name: game.theme })).toBeVisible();
  await expect(ann.page.getByRole('article', { name: game.theme })).not.toContainText(/winner|15 points/i);
  await expect(ann.page.getByRole('article', { name: game.theme })).not.toContainText(cy.name);

  // Ann watches it through: last place first, Space goes on, then it moves on by itself.
  await ann.page.goto(`/results/${game.sessionId}`);
  await expect(step(ann.page)).toHaveText(/^1 of 4/);
  await expect(card(ann.page)).toContainText('Sent by Ann');
  await expect(card(ann.page)).toContainText('3 points');
  await expect(banner(ann.page)).toHaveCount(0);
  expect(await ann.page.title()).not.toContain(cy.name);
  await shoot(ann, 'reveal-first', card(ann.page));
  await ann.page.goto(`/results/${game.sessionId}`);
  await expect(step(ann.page)).toHaveText(/^1 of 4/);
  // The step is drawn by the server: a key pressed before the app has the page only scrolls it.
  await waitForAppReady(ann.page);
  await ann.page.keyboard.press('Space');
  await expect(step(ann.page)).toHaveText(/^2 of 4/);
  await expect(card(ann.page)).toContainText('Sent by Dee');
  await expect(step(ann.page)).toHaveText(/^3 of 4/, { timeout: 8_000 });
  await expect(card(ann.page)).toContainText('Sent by Bob');
  await card(ann.page).click();
  await expect(step(ann.page)).toHaveText('4 of 4');
  await expect(card(ann.page)).toContainText('The winner');
  await expect(card(ann.page)).toContainText('Sent by Cy');
  await shoot(ann, 'reveal-winner', card(ann.page));
  await ann.page.getByRole('button', { name: 'See the results' }).click();
  await expect(banner(ann.page)).toContainText('Cy');

  // Bob skips it at once.
  await bob.page.goto(`/results/${game.sessionId}`);
  await expect(step(bob.page)).toHaveText(/^1 of 4/);
  await bob.page.getByRole('button', { name: 'Skip to the results' }).click();
  await expect(banner(bob.page)).toContainText('Cy');

  // Cy reloads mid-reveal: not yet seen, so it starts again; then skips.
  await cy.page.goto(`/results/${game.sessionId}`);
  await reveal(cy.page).getByRole('button', { name: 'Next' }).click();
  await expect(step(cy.page)).toHaveText(/^2 of 4/);
  await cy.page.reload();
  await expect(step(cy.page)).toHaveText(/^1 of 4/);
  await cy.page.getByRole('button', { name: 'Skip to the results' }).click();
  await expect(banner(cy.page)).toBeVisible();

  // Seen is remembered: a reload shows the results; Dee, who saw them, replays the reveal.
  await ann.page.reload();
  await expect(banner(ann.page)).toBeVisible();
  await expect(reveal(ann.page)).toHaveCount(0);
  await dee.page.goto(`/results/${game.sessionId}`);
  await dee.page.getByRole('button', { name: 'Skip to the results' }).click();
  await dee.page.reload();
  await expect(banner(dee.page)).toBeVisible();
  await dee.page.getByRole('button', { name: 'Replay the reveal' }).click();
  await expect(step(dee.page)).toHaveText(/^1 of 4/);
  await dee.page.getByRole('button', { name: 'Skip to the results' }).click();
  await expect(banner(dee.page)).toBeVisible();

  // A thread: Dee comments on Bob's pick; Bob, on his results page, sees it without a reload and replies.
  const bobsThread = (page: Page) => page.getByTestId('thread').filter({ hasText: 'Sent by Bob' });
  await waitForAppReady(dee.page);
  await waitForAppReady(bob.page);
  await bobsThread(dee.page).getByRole('textbox').fill('Bold pick, Bob. Nearly won!');
  await bobsThread(dee.page).getByRole('button', { name: 'Post' }).click();
  await expect(bobsThread(bob.page)).toContainText('Bold pick, Bob. Nearly won!');
  await bobsThread(bob.page).getByRole('textbox').fill('Thanks Dee, next week for sure');
  await bobsThread(bob.page).getByRole('button', { name: 'Post' }).click();
  await expect(bobsThread(dee.page)).toContainText('Thanks Dee, next week for sure');
  // Bob is told in the bell.
  const bell = await apiOk(bob.page, routes.listNotifications);
  expect(bell.notifications.some((n) => n.kind === 'video_comment')).toBe(true);
  await bobsThread(dee.page).scrollIntoViewIfNeeded();
  await shoot(dee, 'thread', bobsThread(dee.page));

  // The watch party's chat, beside the reactions, heard by another player.
  await cy.page.goto(`/session/${game.sessionId}/watch`);
  await dee.page.goto(`/session/${game.sessionId}/watch`);
  await waitForAppReady(cy.page);
  await cy.page.getByRole('textbox', { name: 'Chat message' }).fill('Popcorn ready');
  await cy.page.getByRole('button', { name: 'Send' }).click();
  await expect(dee.page.getByTestId('watch-chat')).toContainText(`${cy.name} Popcorn ready`);
  await shoot(dee, 'watch-chat', dee.page.getByTestId('watch-chat'));
});
