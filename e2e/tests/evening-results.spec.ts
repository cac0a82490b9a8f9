import { api, apiOk, routes } from '../fixtures/api.ts';
import { createSignedInPlayer, SCREENSHOTS, snap } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  advance,
  checkBreakdown,
  closeAll,
  givePoints,
  openResults,
  openVote,
  setTheme,
  setUpGame,
  skipRevealIfShown,
  snapThemes,
  snapWidths,
  toast,
  videoCard,
} from '../fixtures/voting-game.ts';

// The parts of an evening a small group notices first: three players with a real choice on the
// ballot (10 points, up to 9 per video), comments written while voting that nobody reads until
// the results show them with the voter's name, results that read well, a summary anyone can
// open, and no dead ends for a stranger's room link or a bad invite link.

test('three players: a 9 + 1 ballot, comments kept until results, the shared summary and the leaderboard', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const game = await setUpGame(browser, 'classic', ['Ann', 'Bob', 'Cara'], 3);
  const [ann, bob, cara] = game.players as [
    (typeof game.players)[0],
    (typeof game.players)[0],
    (typeof game.players)[0],
  ];
  const title = (name: string) => game.submitted.get(name)!.title;
  await advance(game, 'voting');

  // Two others to score: 10 points, up to 9 on one video, so 5 + 5 is no longer forced.
  await openVote(game, ann);
  await expect(
    ann.page.getByText('Distribute exactly 10 points among your favourites, up to 9 per video.'),
  ).toBeVisible();
  const choices = videoCard(ann.page, title(bob.name)).getByRole('radio');
  await expect(choices).toHaveCount(10); // 0 to 9
  await givePoints(ann.page, title(bob.name), 9);
  await givePoints(ann.page, title(cara.name), 1);
  await expect(ann.page.getByText('10 of 10 points')).toBeVisible();
  await snap(ann.page, 'evening-ballot-9-plus-1');
  await ann.page.getByRole('button', { name: 'Submit Votes' }).click();
  await expect(toast(ann.page, 'Votes submitted!')).toBeVisible();

  // Bob comments as he votes: a comment field opens with the points given.
  await openVote(game, bob);
  const annCard = videoCard(bob.page, title(ann.name));
  const commentOnAnn = annCard.getByRole('textbox', { name: `Comment: ${title(ann.name)}` });
  await expect(annCard.getByRole('textbox')).toHaveCount(0);
  await givePoints(bob.page, title(ann.name), 4);
  await givePoints(bob.page, title(cara.name), 6);
  const comment = 'That key change at 2:10 got me';
  await commentOnAnn.fill(comment);
  await videoCard(bob.page, title(cara.name))
    .getByRole('textbox', { name: `Comment: ${title(cara.name)}` })
    .fill('Solid pick');
  // The typed ballot, comments included, survives a reload as a draft (both themes when screenshots are taken).
  for (const theme of SCREENSHOTS ? (['light', 'dark'] as const) : (['dark'] as const)) {
    await setTheme(bob, theme);
    await expect(commentOnAnn).toHaveValue(comment);
    await snapWidths(bob.page, 'comments-ballot');
  }
  await bob.page.getByRole('button', { name: 'Submit Votes' }).click();
  await expect(toast(bob.page, 'Votes submitted!')).toBeVisible();

  await openVote(game, cara);
  await givePoints(cara.page, title(ann.name), 2);
  await givePoints(cara.page, title(bob.name), 8);
  await cara.page.getByRole('button', { name: 'Submit Votes' }).click();
  await expect(toast(cara.page, 'Votes submitted!')).toBeVisible();

  // Until results nobody else reads a comment, the admin included: the results wait, the room says nothing.
  await ann.page.goto(`/results/${game.sessionId}`);
  await expect(ann.page.getByRole('heading', { name: 'Results Not Ready Yet' })).toBeVisible();
  await ann.page.goto(`/room/${game.roomId}`);
  await expect(ann.page.getByRole('article', { name: game.theme })).toBeVisible();
  await expect(ann.page.getByText(comment)).toHaveCount(0);

  await advance(game, 'results');

  // Bob 9 + 8 = 17, Cara 1 + 6 = 7, Ann 4 + 2 = 6.
  await openResults(game, cara);
  const { page } = cara;
  const banner = page.getByRole('region', { name: 'Results Are In!' });
  await expect(banner).toContainText('Winner');
  await expect(banner).toContainText(bob.name);
  await expect(banner).toContainText('17 points');
  const first = page.getByRole('article', { name: `Rank 1: ${title(bob.name)}` });
  await expect(first).toContainText('17 points');
  await expect(page.getByRole('article', { name: `Rank 2: ${title(cara.name)}` })).toContainText('7 points');
  const third = page.getByRole('article', { name: `Rank 3: ${title(ann.name)}` });
  await expect(third).toContainText('6 points');
  await checkBreakdown(first, [
    { voter: ann.name, text: '+9 points' },
    { voter: cara.name, text: '+8 points' },
  ]);
  // Bob's comment under Ann's video, with his name and what he gave; Cara's uncommented 2 is not listed.
  const comments = third.getByRole('list', { name: `Comments on ${title(ann.name)}` });
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(comments.getByRole('listitem')).toContainText(`${bob.name}+4 points${comment}`);
  // The submitter's own commentary is quoted above the comments.
  await expect(third.getByText(`— ${ann.name}, who picked it`)).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: `Rank 2: ${title(cara.name)}` })
      .getByRole('list', { name: `Comments on ${title(cara.name)}` }),
  ).toContainText('Solid pick');

  // Share Results: Chromium on Linux has no share sheet, so the summary goes to the clipboard.
  await cara.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share Results' }).click();
  await expect(toast(page, 'Results copied!')).toBeVisible();
  const summary = await page.evaluate(() => navigator.clipboard.readText());
  expect(summary).toContain(`Session 1: ${game.theme}`);
  expect(summary).toContain(`Winner: ${bob.name}, 17 points`);
  const bobVideo = game.submitted.get(bob.name)!.videoId;
  expect(summary).toContain(
    `1. ${bob.name}: “${title(bob.name)}”, 17 points\n   https://www.youtube.com/watch?v=${bobVideo}`,
  );
  expect(summary).not.toContain('/results/');
  await snapThemes(cara, 'evening-results-9-plus-1', banner);

  // The leaderboard counts the round.
  await page.goto(`/room/${game.roomId}?tab=leaderboard`);
  const standings = page.getByRole('listitem');
  await expect(standings.first()).toContainText(bob.name);
  await expect(standings.first()).toContainText('17 points');

  // A second round nobody votes in (set up through the API): no winner, and no empty 'Show Votes'.
  const quiet = await apiOk(ann.page, routes.createSession, {
    params: { id: game.roomId },
    body: { theme: 'A quiet night' },
  });
  const params = { id: quiet.id };
  await apiOk(ann.page, routes.createSubmission, { params, body: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' } });
  await apiOk(bob.page, routes.createSubmission, { params, body: { youtubeUrl: 'https://youtu.be/9bZkp7q19f0' } });
  await apiOk(ann.page, routes.advanceSession, { params, body: { action: 'endSubmissions' } });
  await apiOk(ann.page, routes.advanceSession, { params, body: { action: 'endVoting' } });
  await page.goto(`/results/${quiet.id}`);
  await skipRevealIfShown(page);
  const quietBanner = page.getByRole('region', { name: 'Results Are In!' });
  await expect(quietBanner).toContainText('Nobody voted this round');
  await expect(quietBanner).not.toContainText('Winners (tie)');
  await expect(page.getByRole('button', { name: /Show Votes/ })).toHaveCount(0);
  await expect(page.getByText('No votes', { exact: true })).toHaveCount(2);
  await snapThemes(cara, 'evening-results-no-votes', quietBanner);

  await closeAll(game.players);
});

test('no dead ends: a stranger’s room link and a bad invite link say what happened and offer a code', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The room through the API: foundation.spec.ts drives the Create New Room dialog.
  const admin = await createSignedInPlayer(browser, 'Host');
  const roomName = `Private ${Math.random().toString(36).slice(2, 7)}`;
  const room = await apiOk(admin.context, routes.createRoom, { body: { name: roomName, type: 'manual' } });
  const roomUrl = `/room/${room.id}`;
  const code = room.inviteCode;

  // A signed-in stranger opens the room's link: a friendly page, and the API still says 404.
  const stranger = await createSignedInPlayer(browser, 'Stranger');
  const { page } = stranger;
  await page.goto(roomUrl);
  await expect(page.getByRole('heading', { name: "This room isn't available" })).toBeVisible();
  await expect(page.getByText("The room may have been deleted, or you aren't a member of it.")).toBeVisible();
  expect((await api(page, routes.getRoom, { params: { id: room.id } })).status()).toBe(404);
  await snapThemes(stranger, 'dead-end-room', page.getByRole('heading', { name: "This room isn't available" }));

  // A bad invite link.
  await page.goto('/join/NOPE2345');
  const badInvite = page.getByRole('heading', { name: "This invite link doesn't work" });
  await expect(badInvite).toBeVisible();
  await expect(page.getByText('No room has the invite code NOPE2345.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/join\/NOPE2345$/);
  await snapThemes(stranger, 'dead-end-invite', badInvite);

  // 'Enter an invite code' opens the Join Room dialog; the right code lets the stranger in.
  await page.getByRole('link', { name: 'Enter an invite code' }).click();
  const join = page.getByRole('dialog', { name: 'Join Room' });
  await expect(join).toBeVisible();
  await join.getByLabel('Invite Code').fill(code.toLowerCase());
  await join.getByRole('button', { name: 'Join Room' }).click();
  await page.waitForURL(`**${roomUrl}`);
  await expect(page.getByRole('heading', { name: roomName })).toBeVisible();

  // The generic 404 page, signed in, is foundation.spec.ts's ('an unknown path shows the 404 page').
  await closeAll([admin, stranger]);
});
