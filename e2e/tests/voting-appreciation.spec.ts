import type { Player } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  advance,
  closeAll,
  openResults,
  openVote,
  sessionCard,
  setUpGame,
  snapThemes,
  snapWidths,
  toast,
  videoCard,
} from '../fixtures/voting-game.ts';

// Appreciation station: no scores, any of the eight badges, several per video. Three
// of four members submit, so the submission rate is 75%.

const BADGES = [
  ['new_to_me', 'New to Me'],
  ['fire', 'Fire'],
  ['feels', 'All the Feels'],
  ['bop', 'Bop'],
  ['deep_cut', 'Deep Cut'],
  ['world_view', 'World View'],
  ['respect', 'Respect'],
  ['story', 'Great Story'],
] as const;
type Label = (typeof BADGES)[number][1];

test('appreciation station: badges per video, champions, the Round MVP and the real submission rate', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const game = await setUpGame(browser, 'appreciation_station', ['Ada', 'Mia', 'Noah', 'Dana'], 3);
  const [ada, mia, noah, dana] = game.players as [Player, Player, Player, Player];
  const submitters = [ada, mia, noah];
  const title = (p: Player) => game.submitted.get(p.name)!.title;

  await advance(game, 'voting');
  const ballots = new Map<Player, Map<Player, Label[]>>([
    [
      ada,
      new Map<Player, Label[]>([
        [mia, ['Fire', 'Bop']],
        [noah, ['Fire']],
      ]),
    ],
    [
      mia,
      new Map<Player, Label[]>([
        [ada, ['All the Feels']],
        [noah, ['Fire', 'Great Story']],
      ]),
    ],
    [
      noah,
      new Map<Player, Label[]>([
        [ada, ['Fire']],
        [mia, ['Bop', 'Deep Cut']],
      ]),
    ],
  ]);

  await test.step('Dana, who did not submit, sees every video', async () => {
    await openVote(game, dana);
    await expect(dana.page.getByRole('heading', { name: 'Appreciation Station' })).toBeVisible();
    await expect(dana.page.getByRole('article')).toHaveCount(3);
    await expect(dana.page.getByText('Your own submission is not listed')).toHaveCount(0);
  });

  for (const [voter, ballot] of ballots) {
    await test.step(`${voter.name.split(' ')[0]} hands out badges`, async () => {
      await openVote(game, voter);
      const { page } = voter;
      await expect(videoCard(page, title(voter))).toHaveCount(0);
      const group = videoCard(page, title(submitters.find((s) => s !== voter)!)).getByRole('group', {
        name: /^Badges for/,
      });
      await expect(group.getByRole('button')).toHaveText(BADGES.map(([, label]) => new RegExp(`${label}$`)));
      if (voter === ada) await snapThemes(ada, 'appreciation-panel', page.getByText('0 badges given'));
      let given = 0;
      for (const [target, labels] of ballot) {
        for (const label of labels) {
          const button = videoCard(page, title(target)).getByRole('button', { name: label, exact: true });
          await expect(button).toHaveAttribute('aria-pressed', 'false');
          await button.click();
          await expect(button).toHaveAttribute('aria-pressed', 'true');
          given += 1;
        }
      }
      // A toggle turns off again.
      const extra = videoCard(page, title([...ballot.keys()][0]!)).getByRole('button', {
        name: 'Respect',
        exact: true,
      });
      await extra.click();
      await expect(extra).toHaveAttribute('aria-pressed', 'true');
      await extra.click();
      await expect(extra).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText(`${given} badges given`)).toBeVisible();
      if (voter === ada) {
        await videoCard(page, title(mia)).getByRole('button', { name: 'Deep Cut', exact: true }).hover();
        await expect(page.getByRole('tooltip')).toHaveText('A hidden gem few people know');
        await snapWidths(page, 'appreciation-panel-filled');
      }
      await page.getByRole('button', { name: 'Submit Appreciation' }).click();
      await expect(toast(page, 'Appreciation submitted!')).toBeVisible();
      await page.waitForURL(`**/room/${game.roomId}`);
    });
  }

  // One ballot each: the room says so instead of offering the vote again, and the
  // vote screen, reached by its address, says 'Already Voted'.
  await ada.page.goto(`/room/${game.roomId}`);
  await expect(sessionCard(ada.page, game.theme).getByText(/^You voted — waiting on \d+$/)).toBeVisible();
  await expect(sessionCard(ada.page, game.theme).getByRole('link', { name: 'Cast Your Vote' })).toHaveCount(0);
  await ada.page.goto(`/vote/${game.sessionId}`);
  await expect(ada.page.getByRole('heading', { name: 'Already Voted' })).toBeVisible();
  await snapThemes(ada, 'appreciation-already-voted', ada.page.getByRole('heading', { name: 'Already Voted' }));

  await advance(game, 'results');

  // Expected counts per submission and badge, and each badge's champion (ties: earlier submission).
  const counts = new Map(submitters.map((s) => [s, new Map<Label, number>()]));
  for (const ballot of ballots.values()) {
    for (const [target, labels] of ballot) {
      for (const label of labels) counts.get(target)!.set(label, (counts.get(target)!.get(label) ?? 0) + 1);
    }
  }

  await openResults(game, dana);
  const { page } = dana;
  const banner = page.getByRole('region', { name: 'Results Are In!' });
  await expect(banner).toContainText('Round MVP');
  await expect(banner.getByText('Random Selection')).toBeVisible();
  await expect(banner).toContainText(new RegExp(submitters.map((s) => s.name).join('|')));
  await expect(page.getByRole('region', { name: 'Final Rankings' })).toHaveCount(0);

  const champions = page.getByRole('region', { name: 'Category Champions' });
  const expectedChampions = BADGES.flatMap(([, label]) => {
    const best = Math.max(...submitters.map((s) => counts.get(s)!.get(label) ?? 0));
    return best > 0
      ? [{ label, winner: submitters.find((s) => (counts.get(s)!.get(label) ?? 0) === best)!, best }]
      : [];
  });
  await expect(champions.getByRole('article')).toHaveCount(expectedChampions.length);
  for (const c of expectedChampions) {
    const card = champions.getByRole('article', { name: c.label });
    await expect(card).toContainText(c.winner.name);
    await expect(card).toContainText(`Badges Received: ${c.best}`);
  }

  const all = page.getByRole('region', { name: 'All Submissions' });
  for (const s of submitters) {
    const card = all.getByRole('article', { name: title(s) });
    await expect(card).toContainText(s.name);
    let total = 0;
    for (const [label, n] of counts.get(s)!) {
      await expect(card.getByText(`${label} ×${n}`)).toBeVisible();
      total += n;
    }
    await expect(card.getByText(`Total badges: ${total}`)).toBeVisible();
  }

  const stats = page.getByRole('region', { name: 'Session Stats' });
  const totalBadges = [...counts.values()].reduce((sum, m) => sum + [...m.values()].reduce((a, b) => a + b, 0), 0);
  await expect(stats.getByRole('group', { name: 'Total Submissions' })).toHaveText(
    `${submitters.length}Total Submissions`,
  );
  await expect(stats.getByRole('group', { name: 'Total Points Cast' })).toContainText(String(totalBadges));
  // The real ratio (docs/rules.md §6): three of four members submitted.
  await expect(stats.getByRole('group', { name: 'Submission Rate' })).toHaveText('75%Submission Rate');
  await snapThemes(dana, 'appreciation-results', page.getByRole('heading', { name: 'Results Are In!' }));

  await closeAll(game.players);
});
