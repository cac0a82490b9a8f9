import type { Player } from '../fixtures/app.ts';
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

// Grudge match: exactly 10 points at 1-5 per video, plus one optional downvote paid
// with a token (−3 to its target, a revenge token to its submitter). Points can be changed
// until voting ends; a downvote cannot.

const PENALTY = 3;

test('grudge match: points, downvotes and tokens, re-voting, then net points', async ({ browser }) => {
  test.setTimeout(480_000);
  const game = await setUpGame(browser, 'grudge_match', ['Ada', 'Mia', 'Noah', 'Dana'], 4);
  const [ada, mia, noah] = game.players as [Player, Player, Player, Player];
  const dana = game.players[3]!;
  const title = (p: Player) => game.submitted.get(p.name)!.title;

  await advance(game, 'voting');
  // Final ballots: points by submitter, and the downvote target.
  const ballots = new Map<string, { points: Map<string, number>; downvote: Player }>([
    [
      ada.name,
      {
        points: new Map([
          [mia.name, 5],
          [noah.name, 3],
          [dana.name, 2],
        ]),
        downvote: noah,
      },
    ],
    [
      mia.name,
      {
        points: new Map([
          [ada.name, 4],
          [noah.name, 3],
          [dana.name, 3],
        ]),
        downvote: ada,
      },
    ],
    [
      noah.name,
      {
        points: new Map([
          [ada.name, 5],
          [mia.name, 5],
        ]),
        downvote: mia,
      },
    ],
  ]);

  async function vote(voter: Player, button: 'Submit Votes' | 'Update Votes') {
    const ballot = ballots.get(voter.name)!;
    for (const [target, points] of ballot.points)
      await givePoints(voter.page, title(game.players.find((p) => p.name === target)!), points);
    await videoCard(voter.page, title(ballot.downvote))
      .getByRole('button', { name: `Downvote (−${PENALTY})` })
      .click();
    await expect(voter.page.getByText('10 of 10 points · 1 downvote')).toBeVisible();
    await voter.page.getByRole('button', { name: button }).click();
    await expect(toast(voter.page, 'Votes submitted!')).toBeVisible();
    await voter.page.waitForURL(`**/room/${game.roomId}`);
  }

  await test.step('Ada spends her token on Noah', async () => {
    await openVote(game, ada);
    const { page } = ada;
    await expect(page.getByRole('heading', { name: 'Grudge Match' })).toBeVisible();
    await expect(page.getByText('1 token', { exact: true })).toBeVisible();
    await expect(videoCard(page, title(ada))).toHaveCount(0);
    await snapThemes(ada, 'grudge-panel', page.getByText('0 of 10 points'));
    // One downvote at a time: choosing another moves it.
    await videoCard(page, title(mia)).getByRole('button', { name: 'Downvote (−3)' }).click();
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
    await videoCard(page, title(dana)).getByRole('button', { name: 'Downvote (−3)' }).click();
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(videoCard(page, title(dana)).getByRole('button', { name: 'Downvoted (−3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await videoCard(page, title(dana)).getByRole('button', { name: 'Downvoted (−3)' }).click();
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
    await snapWidths(page, 'grudge-panel-downvote');
    await vote(ada, 'Submit Votes');
  });

  await test.step('Mia votes, then changes her points and adds a downvote', async () => {
    await openVote(game, mia);
    const { page } = mia;
    await givePoints(page, title(ada), 5);
    await givePoints(page, title(noah), 5);
    await page.getByRole('button', { name: 'Submit Votes' }).click();
    await expect(toast(page, 'Votes submitted!')).toBeVisible();
    await page.waitForURL(`**/room/${game.roomId}`);

    await openVote(game, mia);
    // Her ballot read back, then opened again pre-filled.
    await expect(page.getByTestId('my-ballot')).toContainText(`${title(ada)} — 5 points`);
    await page.getByRole('button', { name: 'Change my vote' }).click();
    await expect(page.getByText('10 of 10 points')).toBeVisible(); // pre-filled
    await expect(videoCard(page, title(ada)).getByRole('radio', { name: '5' })).toBeChecked();
    await givePoints(page, title(ada), 0); // 0 clears an entry
    await givePoints(page, title(noah), 0);
    await expect(page.getByText('0 of 10 points')).toBeVisible();
    await vote(mia, 'Update Votes');
  });

  await test.step('Noah, downvoted by Ada, has a revenge token', async () => {
    await openVote(game, noah);
    const { page } = noah;
    await expect(page.getByText('2 tokens', { exact: true })).toBeVisible();
    await givePoints(page, title(ada), 5);
    await expect(page.getByRole('button', { name: 'Give 5 More Points' })).toBeDisabled();
    await vote(noah, 'Submit Votes');
  });

  await test.step('Ada’s downvote is final', async () => {
    await openVote(game, ada);
    const { page } = ada;
    // Her ballot first, as after any vote; changing it keeps the downvote where it was.
    await page.getByRole('button', { name: 'Change my vote' }).click();
    await expect(page.getByText('10 of 10 points')).toBeVisible();
    await expect(videoCard(page, title(noah)).getByText('Downvoted (−3)')).toBeVisible();
    await expect(page.getByRole('button', { name: /Downvote/ })).toHaveCount(0);
    await expect(page.getByText('You have already downvoted a video this round. A downvote is final.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Votes' })).toBeEnabled();
    // Not snapThemes: its reload would close the ballot 'Change my vote' opened.
    await snapWidths(page, 'grudge-panel-final-downvote');
  });

  await advance(game, 'results');

  const standings = rankByPoints(
    game.players.map((p) => {
      const votes: ExpectedVote[] = [];
      let points = 0;
      let up = 0;
      let down = 0;
      for (const [voter, ballot] of ballots) {
        const given = ballot.points.get(p.name);
        if (given) {
          points += given;
          up += 1;
          votes.push({ voter, text: `+${given} ${given === 1 ? 'point' : 'points'}` });
        }
        if (ballot.downvote.name === p.name) {
          points -= PENALTY;
          down += 1;
          votes.push({ voter, text: `Downvote −${PENALTY}` });
        }
      }
      return { name: p.name, title: title(p), points, up, down, votes };
    }),
  );
  const shown = (n: number) => (n < 0 ? `−${-n}` : String(n));

  await openResults(game, dana);
  const { page } = dana;
  const banner = page.getByRole('region', { name: 'Results Are In!' });
  await expect(banner).toContainText(standings[0]!.name);
  await expect(banner).toContainText(`${shown(standings[0]!.points)} net points`);
  const entries = page.getByRole('region', { name: 'Final Rankings' }).getByRole('article');
  await expect(entries).toHaveCount(4);
  for (const [i, s] of standings.entries()) {
    const entry = entries.nth(i);
    await expect(entry).toHaveAccessibleName(`Rank ${s.rank}: ${s.title}`);
    await expect(entry.getByText(`${shown(s.points)} net points`, { exact: true })).toBeVisible();
    await expect(entry.getByText('Positive Votes').locator('xpath=following-sibling::*[1]')).toHaveText(String(s.up));
    await expect(entry.getByText('Downvotes', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
      String(s.down),
    );
    const net = s.points > 0 ? `+${s.points}` : shown(s.points);
    await expect(entry.getByText('Net Score').locator('xpath=following-sibling::*[1]')).toHaveText(net);
    await checkBreakdown(entry, s.votes);
  }
  await snapThemes(dana, 'grudge-results', page.getByRole('heading', { name: 'Results Are In!' }));

  await closeAll(game.players);
});
