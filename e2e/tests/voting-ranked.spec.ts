import type { Locator, Page } from '@playwright/test';
import { type Player, waitForAppReady } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  advance,
  checkBreakdown,
  closeAll,
  type ExpectedVote,
  openResults,
  openVote,
  rankByPoints,
  setUpGame,
  setUpLongGame,
  snapThemes,
  snapWidths,
  toast,
} from '../fixtures/voting-game.ts';

// Ranked choice: four players submit, so each voter ranks K = ceil(3 / 2) = 2 of the
// other three. One ranks by dragging with the mouse, one with the keyboard (and re-ranks later),
// one with the buttons; rank r earns K − r + 1 rank points.

const K = 2;

/** A row of the ranking or of the unranked list, by its video's title. */
function row(page: Page, title: string): Locator {
  return page.getByRole('group', { name: new RegExp(`(^|: )${title}$`) });
}

function rankingList(page: Page): Locator {
  return page.getByRole('region', { name: 'Your Ranking' });
}

/**
 * The drag library's live region (what a screen reader hears): it says when an item is lifted,
 * each place it moves to, and when the drop, animation included, is done. The helpers wait for
 * it rather than for fixed times, which a loaded machine outlasts.
 */
function announcer(page: Page): Locator {
  return page.locator('[id^="rfd-announcement-"]');
}

/**
 * Drags a row by its handle with the mouse, in small steps as a person would; `over` is what the
 * library says once it has placed the row over the target, before letting go.
 */
async function dragWithMouse(page: Page, title: string, target: Locator, over: string | RegExp = 'to list ranking') {
  const from = (await row(page, title)
    .getByRole('button', { name: `Drag ${title}` })
    .boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await expect(announcer(page)).toContainText('You have lifted an item');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 25 });
  // Over the ranking before letting go: the library places the item once it has seen the pointer there.
  await expect(announcer(page)).toContainText(over);
  await page.mouse.up();
  await expect(announcer(page)).toContainText('You have dropped the item');
}

/**
 * Scrolls the window so the point halfway between two rows is the middle of the view, and checks
 * both rows' centres are then clear of the edges where the drag library scrolls the window by
 * itself: within a quarter of the view's height of its top or bottom, at a speed that grows once
 * the drag has lasted 0.36 s (@hello-pangea/dnd's auto-scroller). A mouse drag whose target sits
 * there moves the list on while the pointer is held still; on a loaded machine the row ran from
 * position 20 to 1 and off the list before the test looked (it failed by chance, CI of 2026-11-28).
 */
async function middleOfTheView(page: Page, a: Locator, b: Locator) {
  const centre = async (row: Locator) => {
    const box = (await row.boundingBox())!;
    return box.y + box.height / 2;
  };
  const height = page.viewportSize()!.height;
  const halfway = ((await centre(a)) + (await centre(b))) / 2;
  await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), halfway - height / 2);
  const clear = 'a row the mouse drags from or to sits where the drag library scrolls';
  for (const row of [a, b]) {
    const y = await centre(row);
    expect(y, clear).toBeGreaterThan(height / 4);
    expect(y, clear).toBeLessThan((height * 3) / 4);
  }
}

/** Keyboard dragging: space lifts, arrows move, space drops; each waits for the library to say it happened. */
async function dragWithKeys(page: Page, title: string, keys: string[]) {
  await row(page, title)
    .getByRole('button', { name: `Drag ${title}` })
    .focus();
  await page.keyboard.press('Space');
  await expect(announcer(page)).toContainText('You have lifted an item');
  for (const key of keys) {
    const before = (await announcer(page).textContent()) ?? '';
    await page.keyboard.press(key);
    await expect(announcer(page)).not.toHaveText(before);
  }
  await page.keyboard.press('Space');
  await expect(announcer(page)).toContainText('You have dropped the item');
}

/**
 * Keyboard dragging into the ranking at `position`: where ArrowLeft lands depends on where the
 * row stood in the unranked list (the display order is a shuffle), so the arrows then go up or
 * down by what the library says the place is now.
 */
async function keyIntoRanking(page: Page, title: string, position: number) {
  await row(page, title)
    .getByRole('button', { name: `Drag ${title}` })
    .focus();
  await page.keyboard.press('Space');
  await expect(announcer(page)).toContainText('You have lifted an item');
  await page.keyboard.press('ArrowLeft');
  await expect(announcer(page)).toContainText('to list ranking');
  for (;;) {
    const said = (await announcer(page).textContent()) ?? '';
    const now = Number(/(?:in|to) position (\d+)\s*$/.exec(said)?.[1]);
    if (now === position) break;
    await page.keyboard.press(now < position ? 'ArrowDown' : 'ArrowUp');
    await expect(announcer(page)).not.toHaveText(said);
  }
  await page.keyboard.press('Space');
  await expect(announcer(page)).toContainText('You have dropped the item');
}

/** The titles of the ranking as shown, rank 1 first. */
function shownRanking(page: Page): Promise<string[]> {
  return rankingList(page)
    .getByRole('group')
    .evaluateAll((rows) => rows.map((r) => (r.getAttribute('aria-label') ?? '').replace(/^Rank \d+: /, '')));
}

function moved(list: readonly string[], from: number, to: number): string[] {
  const next = list.filter((_, i) => i !== from);
  next.splice(to, 0, list[from]!);
  return next;
}

async function expectRanking(page: Page, titles: string[]) {
  for (const [i, title] of titles.entries()) {
    await expect(rankingList(page).getByRole('group', { name: `Rank ${i + 1}: ${title}` })).toBeVisible();
  }
  await expect(rankingList(page).getByRole('group')).toHaveCount(titles.length);
}

test('ranked choice: rank with the mouse, the keyboard and the buttons; results in rank points', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const game = await setUpGame(browser, 'ranked_choice', ['Ada', 'Mia', 'Noah', 'Dana'], 4);
  const [ada, mia, noah, dana] = game.players as [Player, Player, Player, Player];
  const title = (p: Player) => game.submitted.get(p.name)!.title;

  await advance(game, 'voting');
  // Each voter's final ranking, by submitter.
  const rankings = new Map<string, Player[]>([
    [ada.name, [noah, mia]],
    [mia.name, [dana, ada]],
    [noah.name, [ada, dana]],
  ]);

  await test.step('Ada ranks by dragging with the mouse', async () => {
    await openVote(game, ada);
    const { page } = ada;
    await expect(page.getByRole('heading', { name: 'Ranked Choice' })).toBeVisible();
    await expect(page.getByText('Rank your top 2 videos')).toBeVisible();
    await expect(row(page, title(ada))).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rank 2 More' })).toBeDisabled();
    await snapThemes(ada, 'ranked-panel', page.getByRole('button', { name: 'Rank 2 More' }));

    await dragWithMouse(page, title(noah), rankingList(page).getByText('Drag a video here').first());
    await expectRanking(page, [title(noah)]);
    await expect(page.getByRole('button', { name: 'Rank 1 More' })).toBeDisabled();
    await dragWithMouse(page, title(mia), rankingList(page).getByText('Drag a video here').first());
    await expectRanking(page, [title(noah), title(mia)]);
    // Full: the last video cannot be added by button.
    await expect(page.getByRole('button', { name: `Add to ranking: ${title(dana)}` })).toBeDisabled();
    await snapWidths(page, 'ranked-panel-filled');
    await page.getByRole('button', { name: 'Submit Rankings' }).click();
    await expect(toast(page, 'Rankings submitted!')).toBeVisible();
    await page.waitForURL(`**/room/${game.roomId}`);
  });

  await test.step('Mia ranks with the keyboard, then changes her mind', async () => {
    await openVote(game, mia);
    const { page } = mia;
    // Lift from the unranked list, move left into the ranking, drop.
    await dragWithKeys(page, title(ada), ['ArrowLeft']);
    await expectRanking(page, [title(ada)]);
    await keyIntoRanking(page, title(dana), 2);
    await expectRanking(page, [title(ada), title(dana)]);
    await page.getByRole('button', { name: 'Submit Rankings' }).click();
    await expect(toast(page, 'Rankings submitted!')).toBeVisible();
    await page.waitForURL(`**/room/${game.roomId}`);

    // Back on the screen the ranking is there to edit; Dana's video moves up with the keyboard.
    await openVote(game, mia);
    await expect(page.getByTestId('my-ballot')).toContainText(`${title(ada)} — Rank 1`);
    await page.getByRole('button', { name: 'Change my vote' }).click();
    await expectRanking(page, [title(ada), title(dana)]);
    await dragWithKeys(page, title(dana), ['ArrowUp']);
    await expectRanking(page, [title(dana), title(ada)]);
    await page.getByRole('button', { name: 'Update Rankings' }).click();
    await expect(toast(page, 'Rankings submitted!')).toBeVisible();
    await page.waitForURL(`**/room/${game.roomId}`);
  });

  await test.step('Noah ranks with the buttons, by keyboard alone: focus stays on the moved row', async () => {
    await openVote(game, noah);
    const { page } = noah;
    await page.getByRole('button', { name: `Add to ranking: ${title(dana)}` }).focus();
    await page.keyboard.press('Enter');
    // Dana's row is now rank 1, alone: the focus went with it, to its handle (nothing else moves it).
    await expect(row(page, title(dana)).getByRole('button', { name: `Drag ${title(dana)}` })).toBeFocused();
    await page.getByRole('button', { name: `Add to ranking: ${title(ada)}` }).focus();
    await page.keyboard.press('Enter');
    await expectRanking(page, [title(dana), title(ada)]);
    await expect(row(page, title(ada)).getByRole('button', { name: `Move up: ${title(ada)}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectRanking(page, [title(ada), title(dana)]);
    // At the top Move up is disabled: the focus moves to Move down on the same row.
    await expect(row(page, title(ada)).getByRole('button', { name: `Move down: ${title(ada)}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectRanking(page, [title(dana), title(ada)]);
    await expect(row(page, title(ada)).getByRole('button', { name: `Move up: ${title(ada)}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectRanking(page, [title(ada), title(dana)]);
    await page.getByRole('button', { name: `Remove: ${title(dana)}` }).click();
    await expect(page.getByRole('button', { name: 'Rank 1 More' })).toBeDisabled();
    await page.getByRole('button', { name: `Add to ranking: ${title(dana)}` }).click();
    await expectRanking(page, [title(ada), title(dana)]);
    await page.getByRole('button', { name: 'Submit Rankings' }).click();
    await expect(toast(page, 'Rankings submitted!')).toBeVisible();
    await page.waitForURL(`**/room/${game.roomId}`);
  });

  await advance(game, 'results');

  // Expected rank points from the rankings.
  const standings = rankByPoints(
    game.players.map((p) => {
      const votes: ExpectedVote[] = [];
      let points = 0;
      for (const [voter, ranking] of rankings) {
        const r = ranking.findIndex((x) => x.name === p.name) + 1;
        if (r > 0) {
          points += K - r + 1;
          votes.push({ voter, text: `Rank ${r} · ${K - r + 1} ${K - r + 1 === 1 ? 'rank point' : 'rank points'}` });
        }
      }
      return { name: p.name, title: title(p), points, votes };
    }),
  );

  await openResults(game, dana);
  const { page } = dana;
  const winners = standings.filter((s) => s.rank === 1);
  const banner = page.getByRole('region', { name: 'Results Are In!' });
  await expect(banner).toContainText(winners.length > 1 ? 'Winners (tie)' : 'Winner');
  // Tied names read "Bob, Cara and Alice".
  const names = winners.map((w) => w.name);
  const named = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  await expect(banner).toContainText(named);
  await expect(banner).toContainText(`${winners[0]!.points} rank points`);
  const entries = page.getByRole('region', { name: 'Final Rankings' }).getByRole('article');
  await expect(entries).toHaveCount(4);
  for (const [i, s] of standings.entries()) {
    const entry = entries.nth(i);
    await expect(entry).toHaveAccessibleName(`Rank ${s.rank}: ${s.title}`);
    await expect(entry).toContainText(s.name);
    await expect(entry.getByText(`${s.points} rank points`, { exact: true })).toBeVisible();
    await checkBreakdown(entry, s.votes);
  }
  const cast = [...rankings.values()].reduce((sum, r) => sum + r.reduce((a, _, i) => a + K - i, 0), 0);
  const stats = page.getByRole('region', { name: 'Session Stats' });
  await expect(stats.getByRole('group', { name: 'Total Points Cast' })).toHaveText(`${cast}Total Points Cast`);
  await snapThemes(dana, 'ranked-results', page.getByRole('heading', { name: 'Results Are In!' }));

  await closeAll(game.players);
});

/**
 * Reloads the vote screen at its top and waits until it answers: the server draws the ballot,
 * and a drag started on that HTML before the app has it (keys or mouse) goes nowhere; until the
 * screen is live, its socket's join can still redraw the ballot (fixtures/voting-game.ts openVote).
 * A reload comes back where the page was left (the browser's restoration; the app keeps it), and
 * one near the end would draw the rows there: these tests want the rows below the top undrawn.
 */
async function reloadBallot(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.reload();
  await waitForAppReady(page);
  await expect(page.getByRole('status', { name: /^Live/ })).toBeVisible({ timeout: 20_000 });
}

/**
 * A fresh drawing of the ballot (the draft stays), then a jump to the ranking's last row: the
 * rows between the top and the end were never near, so they are light, yet still Draggables.
 */
async function jumpToTheEnd(page: Page, ranking: string[]) {
  await reloadBallot(page);
  await expectRanking(page, ranking);
  await expect(row(page, ranking[14]!)).toHaveAttribute('data-light', '');
  await row(page, ranking.at(-1)!).scrollIntoViewIfNeeded();
  await expect(rankingList(page).locator('fieldset[data-light]').first()).toBeAttached();
}

test('ranked choice, a room of 40: keyboard and mouse drags across rows never drawn', async ({ browser }) => {
  test.setTimeout(300_000);
  // Ada and 39 others: she ranks K = ceil(39 / 2) = 20. Only the first rows of each list are
  // drawn at first (web/src/components/near-screen.tsx); every row must still be a drag target.
  const game = await setUpLongGame(browser, 'ranked_choice', ['Ada'], 39);
  const [ada] = game.players as [Player];
  const { page } = ada;
  // 600 px tall, not 720: rows are 125 px and a row is drawn within a screen of the view
  // (near-screen.tsx), so at 720 px the rows drawn from the top (0–9) and those a jump to the
  // last row draws (10–19) met within a few pixels, and a layout a few pixels off left no row
  // light after the jump (the test failed by chance). At 600 px rows 6–12 stay light after the
  // jump (measured), and the rows the mouse drags between (the last, the third from last) are in view.
  await page.setViewportSize({ width: 1280, height: 600 });
  await advance(game, 'voting');
  await openVote(game, ada);
  await expect(page.getByText('Rank your top 20 videos')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Drag YouTube video room/ })).toHaveCount(39);
  const unranked = page.getByRole('region', { name: 'Not Ranked' });
  for (let i = 0; i < 20; i++)
    await unranked
      .getByRole('button', { name: /^Add to ranking/ })
      .first()
      .click();
  await expect(page.getByRole('button', { name: 'Submit Rankings' })).toBeEnabled();
  let ranking = await shownRanking(page);
  expect(ranking).toHaveLength(20);

  await test.step('Space and ArrowDown carry a row down across rows never drawn', async () => {
    // A fresh drawing (the draft stays): rows far below the top are light, not drawn yet.
    await reloadBallot(page);
    await expectRanking(page, ranking);
    await expect(row(page, ranking[14]!)).toHaveAttribute('data-light', '');
    await dragWithKeys(page, ranking[2]!, Array(14).fill('ArrowDown'));
    ranking = moved(ranking, 2, 16);
    await expectRanking(page, ranking);
  });

  await test.step('after a jump to the end, ArrowUp moves the last row one place at a time', async () => {
    await jumpToTheEnd(page, ranking);
    await dragWithKeys(page, ranking[19]!, ['ArrowUp', 'ArrowUp', 'ArrowUp']);
    await expect(announcer(page)).toContainText('to position 17');
    ranking = moved(ranking, 19, 16);
    await expectRanking(page, ranking);
  });

  await test.step('after a jump to the end, the mouse drags the last row up', async () => {
    await jumpToTheEnd(page, ranking);
    // Out of the library's scrolling edges first (middleOfTheView): a target there let the list
    // run on under the held pointer, to position 1 on a loaded machine.
    await middleOfTheView(page, row(page, ranking[19]!), row(page, ranking[18]!));
    await dragWithMouse(page, ranking[19]!, row(page, ranking[18]!), /to position 19\s*$/);
    ranking = moved(ranking, 19, 18);
    await expectRanking(page, ranking);
  });

  await snapThemes(ada, 'ranked-40', page.getByRole('button', { name: 'Submit Rankings' }));
  await expectRanking(page, ranking);
  await page.getByRole('button', { name: 'Submit Rankings' }).click();
  await expect(toast(page, 'Rankings submitted!')).toBeVisible();
  await page.waitForURL(`**/room/${game.roomId}`);
  await openVote(game, ada);
  for (const [i, title] of ranking.entries())
    await expect(page.getByTestId('my-ballot')).toContainText(new RegExp(`${title} — Rank ${i + 1}(?!\\d)`));

  await advance(game, 'results');
  await openResults(game, ada);
  await expect(page.getByRole('region', { name: 'Final Rankings' }).getByRole('article').first()).toBeVisible();
  await snapThemes(ada, 'ranked-40-results', page.getByRole('heading', { name: 'Results Are In!' }));
  await closeAll(game.players);
});
