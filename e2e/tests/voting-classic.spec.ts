import { expect, test } from '../fixtures/test.ts';
import {
  advance,
  checkBreakdown,
  closeAll,
  type ExpectedVote,
  givePoints,
  openResults,
  openVote,
  rankByPoints,
  setUpGame,
  snapThemes,
  snapWidths,
  toast,
  videoCard,
} from '../fixtures/voting-game.ts';

// Classic voting: four players submit, three vote in their browsers by handing out
// exactly 10 points (0-5 per video), and the results screen adds them up.

// Four browsers and a dozen screenshots: minutes on a busy machine, hence the long timeout.
test('classic: distribute exactly 10 points, then the results add them up', async ({ browser }) => {
  test.setTimeout(480_000);
  const game = await setUpGame(browser, 'classic', ['Ada', 'Mia', 'Noah', 'Dana'], 4);
  const [ada, mia, noah, dana] = game.players as [
    (typeof game.players)[0],
    (typeof game.players)[0],
    (typeof game.players)[0],
    (typeof game.players)[0],
  ];
  const video = (name: string) => game.submitted.get(name)!;

  await advance(game, 'voting');

  // Each voter's ballot: points per submitter, by name.
  const ballots = new Map<string, Map<string, number>>([
    [
      ada.name,
      new Map([
        [mia.name, 5],
        [noah.name, 3],
        [dana.name, 2],
      ]),
    ],
    [
      mia.name,
      new Map([
        [ada.name, 4],
        [noah.name, 5],
        [dana.name, 1],
      ]),
    ],
    [
      noah.name,
      new Map([
        [ada.name, 5],
        [mia.name, 5],
      ]),
    ],
  ]);

  // Ada: the screen, her own video left out, the video playing in place only when asked.
  await openVote(game, ada);
  const { page } = ada;
  await expect(page.getByText('Session 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Voting Open')).toBeVisible();
  await expect(page.getByText('4 submissions')).toBeVisible();
  await expect(page.getByText(/Voting ends in|Voting ending soon/)).toHaveCount(0); // manual room: no deadline
  await expect(page.getByRole('heading', { name: 'Classic Voting' })).toBeVisible();
  await expect(page.getByText('Distribute exactly 10 points')).toBeVisible();
  await expect(videoCard(page, video(ada.name).title)).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByText('0 of 10 points')).toBeVisible();
  await snapThemes(ada, 'classic-panel', page.getByText('0 of 10 points'));

  const first = videoCard(page, video(mia.name).title);
  await expect(first.locator('iframe')).toHaveCount(0);
  await first.getByRole('button', { name: `Play ${video(mia.name).title}` }).click();
  await expect(first.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${video(mia.name).videoId}?autoplay=1&rel=0`,
  );
  await expect(page.locator('iframe')).toHaveCount(1);

  // A wrong total cannot be sent.
  await givePoints(page, video(mia.name).title, 5);
  await givePoints(page, video(noah.name).title, 3);
  await expect(page.getByText('8 of 10 points')).toBeVisible();
  // Short of the total, Submit waits and says what is missing (as the ranked ballot does).
  await expect(page.getByRole('button', { name: 'Give 2 More Points' })).toBeDisabled();
  // 2 points left: Dana's card cannot take 3 or more.
  const danaChoices = videoCard(page, video(dana.name).title).getByRole('radio');
  await expect(danaChoices.nth(2)).toBeEnabled();
  for (const n of [3, 4, 5]) await expect(danaChoices.nth(n)).toBeDisabled();
  await givePoints(page, video(dana.name).title, 2);
  await expect(page.getByText('10 of 10 points')).toBeVisible();
  await snapWidths(page, 'classic-panel-filled');
  await page.getByRole('button', { name: 'Submit Votes' }).click();
  await expect(toast(page, 'Votes submitted!')).toBeVisible();
  await page.waitForURL(`**/room/${game.roomId}`);

  // Once voted, the screen says so.
  await page.goto(`/vote/${game.sessionId}`);
  await expect(page.getByRole('heading', { name: 'Already Voted' })).toBeVisible();
  // The header's back link and the card's button both go back to the room.
  const back = page.getByRole('link', { name: 'Back to Room' });
  await expect(back).toHaveCount(2);
  for (const link of await back.all()) await expect(link).toHaveAttribute('href', `/room/${game.roomId}`);
  await snapThemes(ada, 'classic-already-voted', page.getByRole('heading', { name: 'Already Voted' }));

  // Mia and Noah vote from their own browsers.
  for (const voter of [mia, noah]) {
    await openVote(game, voter);
    await expect(videoCard(voter.page, video(voter.name).title)).toHaveCount(0);
    for (const [target, points] of ballots.get(voter.name)!) await givePoints(voter.page, video(target).title, points);
    await expect(voter.page.getByText('10 of 10 points')).toBeVisible();
    await voter.page.getByRole('button', { name: 'Submit Votes' }).click();
    await expect(toast(voter.page, 'Votes submitted!')).toBeVisible();
    await voter.page.waitForURL(`**/room/${game.roomId}`);
  }

  // Before the results, the results screen says they are not ready.
  await dana.page.goto(`/results/${game.sessionId}`);
  await expect(dana.page.getByRole('heading', { name: 'Results Not Ready Yet' })).toBeVisible();

  await advance(game, 'results');

  // Dana's open results screen turns into the results by itself.
  await expect(dana.page.getByRole('heading', { name: 'Results Are In!' })).toBeVisible();

  // The vote screen now says voting is closed.
  await noah.page.goto(`/vote/${game.sessionId}`);
  await expect(noah.page.getByRole('heading', { name: 'Voting Closed' })).toBeVisible();
  await snapThemes(noah, 'classic-voting-closed', noah.page.getByRole('heading', { name: 'Voting Closed' }));

  // Expected standings from the ballots.
  const standings = rankByPoints(
    game.players.map((p) => {
      const votes: ExpectedVote[] = [];
      let points = 0;
      for (const [voter, ballot] of ballots) {
        const given = ballot.get(p.name);
        if (given) {
          points += given;
          votes.push({ voter, text: `+${given} ${given === 1 ? 'point' : 'points'}` });
        }
      }
      return { name: p.name, title: video(p.name).title, points, votes };
    }),
  );

  await openResults(game, mia);
  const results = mia.page;
  const banner = results.getByRole('region', { name: 'Results Are In!' });
  const winner = standings[0]!;
  await expect(banner).toContainText('Session 1');
  await expect(banner).toContainText(game.theme);
  await expect(banner).toContainText(winner.name);
  await expect(banner).toContainText(`${winner.points} points`);

  const entries = results.getByRole('region', { name: 'Final Rankings' }).getByRole('article');
  await expect(entries).toHaveCount(4);
  for (const [i, s] of standings.entries()) {
    const entry = entries.nth(i);
    await expect(entry).toHaveAccessibleName(`Rank ${s.rank}: ${s.title}`);
    await expect(entry).toContainText(s.name);
    await expect(entry.getByText(`${s.points} points`, { exact: true })).toBeVisible();
    await checkBreakdown(entry, s.votes);
  }

  const stats = results.getByRole('region', { name: 'Session Stats' });
  await expect(stats.getByRole('group', { name: 'Total Submissions' })).toHaveText(
    `${game.submitted.size}Total Submissions`,
  );
  const cast = [...ballots.values()].flatMap((b) => [...b.values()]).reduce((a, b) => a + b, 0);
  await expect(stats.getByRole('group', { name: 'Total Points Cast' })).toHaveText(`${cast}Total Points Cast`);
  await expect(stats.getByRole('group', { name: 'Submission Rate' })).toHaveText('100%Submission Rate');
  await snapThemes(mia, 'classic-results', results.getByRole('heading', { name: 'Results Are In!' }));

  // Share Results: no share sheet in this browser, so the text summary goes to the clipboard.
  await results.getByRole('button', { name: 'Share Results' }).click();
  await expect(toast(results, 'Results copied!')).toBeVisible();

  await closeAll(game.players);
});
