import { signInViaApi } from '../fixtures/app.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { advance, closeAll, givePoints, setUpGame, videoCard } from '../fixtures/voting-game.ts';

// The ballot with comment fields, in light and dark: what a voter writes beside their points and
// a downvote. The comments' flow (written while voting, read only on results with the voter's
// name) is played in evening-results.spec.ts's evening.

test('the ballot with comment fields passes axe in light and dark', async ({ browser }) => {
  test.setTimeout(240_000);
  const game = await setUpGame(browser, 'grudge_match', ['Ada', 'Mia', 'Noah'], 3);
  await advance(game, 'voting');
  // axe is injected as a script, which the app's CSP refuses unless the context bypasses it.
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInViaApi(context, game.players[1]!);
  await page.goto(`/vote/${game.sessionId}`);
  const ada = game.submitted.get(game.players[0]!.name)!;
  const noah = game.submitted.get(game.players[2]!.name)!;
  await givePoints(page, ada.title, 7);
  await givePoints(page, noah.title, 3);
  await videoCard(page, noah.title).getByRole('button', { name: 'Downvote (−3)' }).click();
  await videoCard(page, noah.title)
    .getByRole('textbox', { name: `Why the downvote?: ${noah.title}` })
    .fill('Too long');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(videoCard(page, ada.title).getByRole('textbox', { name: `Comment: ${ada.title}` })).toBeVisible();
    await expectNoAxeViolations(page, `ballot with comments (${theme})`);
  }
  await context.close();
  await closeAll(game.players);
});
