import { signInViaPage, snap } from '../fixtures/app.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  advance,
  closeAll,
  givePoints,
  openResults,
  openVote,
  setTheme,
  setUpGame,
  snapWidths,
  toast,
  videoCard,
} from '../fixtures/voting-game.ts';

// Comments on votes: Mia comments while voting; nobody else reads it until results,
// where it sits under the video with her name and the points she gave.

test('a comment written while voting is shown on results with its voter’s name', async ({ browser }) => {
  test.setTimeout(360_000);
  const game = await setUpGame(browser, 'classic', ['Ada', 'Mia', 'Noah'], 3);
  const [ada, mia, noah] = game.players as [
    (typeof game.players)[0],
    (typeof game.players)[0],
    (typeof game.players)[0],
  ];
  const adaVideo = game.submitted.get(ada.name)!;
  const noahVideo = game.submitted.get(noah.name)!;
  await advance(game, 'voting');

  // Mia: two others, 10 points, up to 9 on one (docs/rules.md §5). A comment field opens with points.
  await openVote(game, mia);
  const { page } = mia;
  const adaCard = videoCard(page, adaVideo.title);
  await expect(adaCard.getByRole('textbox')).toHaveCount(0);
  await givePoints(page, adaVideo.title, 7);
  await givePoints(page, noahVideo.title, 3);
  const comment = 'That key change at 2:10 got me';
  await adaCard.getByRole('textbox', { name: `Comment: ${adaVideo.title}` }).fill(comment);
  await videoCard(page, noahVideo.title)
    .getByRole('textbox', { name: `Comment: ${noahVideo.title}` })
    .fill('Solid pick');

  // The ballot with its comment fields, in both themes (the typed ballot survives the reload as a draft).
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(mia, theme);
    await expect(adaCard.getByRole('textbox', { name: `Comment: ${adaVideo.title}` })).toHaveValue(comment);
    await snapWidths(page, 'comments-ballot');
  }
  await page.getByRole('button', { name: 'Submit Votes' }).click();
  await expect(toast(page, 'Votes submitted!')).toBeVisible();

  // Until results nobody else reads it, the admin included: the results wait, the room says nothing.
  await ada.page.goto(`/results/${game.sessionId}`);
  await expect(ada.page.getByRole('heading', { name: 'Results Not Ready Yet' })).toBeVisible();
  await ada.page.goto(`/room/${game.roomId}`);
  await expect(ada.page.getByText(comment)).toHaveCount(0);

  await advance(game, 'results');
  await openResults(game, ada);
  const entry = ada.page.getByRole('article', { name: new RegExp(`: ${adaVideo.title}$`) });
  const comments = entry.getByRole('list', { name: `Comments on ${adaVideo.title}` });
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(comments.getByRole('listitem')).toContainText(`${mia.name}+7 points${comment}`);
  // The submitter's own commentary is quoted above the comments.
  await expect(entry.getByText(`— ${ada.name}, who picked it`)).toBeVisible();
  await expect(
    ada.page
      .getByRole('article', { name: new RegExp(`: ${noahVideo.title}$`) })
      .getByRole('list', { name: `Comments on ${noahVideo.title}` }),
  ).toContainText('Solid pick');

  for (const theme of ['light', 'dark'] as const) {
    await setTheme(ada, theme);
    await expect(comments).toBeVisible();
    await snapWidths(ada.page, 'comments-results');
  }
  await snap(ada.page, 'comments-results-final');
  await closeAll(game.players);
});

test('the ballot with comment fields passes axe in light and dark', async ({ browser }) => {
  test.setTimeout(240_000);
  const game = await setUpGame(browser, 'grudge_match', ['Ada', 'Mia', 'Noah'], 3);
  await advance(game, 'voting');
  // axe is injected as a script, which the app's CSP refuses unless the context bypasses it.
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInViaPage(page, { name: game.players[1]!.name, email: game.players[1]!.email });
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
