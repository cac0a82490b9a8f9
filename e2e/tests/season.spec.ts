import type { Page } from '@playwright/test';
import { apiOk, routes } from '../fixtures/api.ts';
import { createSignedInPlayer, type Player, SCREENSHOTS, snapWidths } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';
import { VIDEO_IDS } from '../fixtures/voting-game.ts';

// A 3-round season played to its finale by three players (docs/rules.md §12). The rounds are set
// up through the API (the voting specs drive ballots through the UI); the screens under test are
// the Standings tab, which follows the season live, and the recap page of the finished season.

const SETTLE = { timeout: 20_000 };

type Entry = { id: string; isMine: boolean; videoId: string };

/** One round: each plays a video (Ann VIDEO_IDS[0], Ben [1], Cat [2]), all vote, the admin advances. */
async function playRound(ann: Player, ben: Player, cat: Player, roomId: string, theme: string) {
  const session = await apiOk(ann.context, routes.createSession, { params: { id: roomId }, body: { theme } });
  const params = { id: session.id };
  for (const [i, p] of [ann, ben, cat].entries()) {
    await apiOk(p.context, routes.createSubmission, {
      params,
      body: { youtubeUrl: `https://www.youtube.com/watch?v=${VIDEO_IDS[i]}` },
    });
  }
  await apiOk(ann.context, routes.advanceSession, { params, body: { action: 'endSubmissions' } });
  // What each voter gives, by the video's owner: Ann 15, Ben 9, Cat 6.
  const gives: [Player, Record<string, number>][] = [
    [ann, { [VIDEO_IDS[1]]: 5, [VIDEO_IDS[2]]: 5 }],
    [ben, { [VIDEO_IDS[0]]: 9, [VIDEO_IDS[2]]: 1 }],
    [cat, { [VIDEO_IDS[0]]: 6, [VIDEO_IDS[1]]: 4 }],
  ];
  for (const [voter, points] of gives) {
    // In voting every entry shows its video; the answer's type also allows the hidden form.
    const entries = (await apiOk(voter.context, routes.listSubmissions, { params })) as Entry[];
    const votes = entries.filter((e) => !e.isMine).map((e) => ({ submissionId: e.id, points: points[e.videoId] ?? 0 }));
    await apiOk(voter.context, routes.voteClassic, { params: { sessionId: session.id }, body: { votes } });
  }
  await apiOk(ann.context, routes.advanceSession, { params, body: { action: 'endVoting' } });
}

async function openStandings(page: Page, roomId: string) {
  await page.goto(`/room/${roomId}`);
  await page.getByRole('tab', { name: 'Standings' }).click();
  await expect(page.getByRole('status', { name: /^Live/ })).toBeVisible(SETTLE);
}

/** Reloads in each theme (the stored theme is read at start) and takes both widths. */
async function snapBothThemes(page: Page, name: string, ready: () => Promise<void>) {
  if (!SCREENSHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await ready();
    await snapWidths(page, `${name}`);
  }
}

test('a 3-round season to its finale: live standings, the podium, the recap and the next season', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ann = await createSignedInPlayer(browser, 'Ann');
  const ben = await createSignedInPlayer(browser, 'Ben');
  const cat = await createSignedInPlayer(browser, 'Cat', { width: 390, height: 844 });
  const room = await apiOk(ann.context, routes.createRoom, {
    body: { name: `Season club ${Math.random().toString(36).slice(2, 7)}`, type: 'manual', votingMode: 'classic' },
  });
  for (const p of [ben, cat]) await apiOk(p.context, routes.joinRoom, { body: { inviteCode: room.inviteCode } });
  const [season] = await apiOk(ann.context, routes.listSeasons, { params: { id: room.id } });
  await apiOk(ann.context, routes.updateSeason, { params: { id: season!.id }, body: { rounds: 3 } });

  await openStandings(cat.page, room.id);
  const card = cat.page.getByRole('heading', { name: 'Season 1' });
  await expect(card).toBeVisible();
  await expect(cat.page.getByText('0 of 3 rounds')).toBeVisible();

  for (const round of [1, 2, 3]) {
    await playRound(ann, ben, cat, room.id, `Round ${round} theme`);
    if (round < 3) await expect(cat.page.getByText(`${round} of 3 rounds`)).toBeVisible(SETTLE);
  }

  // The finale reaches Cat's open screen live: the season reads Finished, the table is final.
  await expect(cat.page.getByText('Finished', { exact: true })).toBeVisible(SETTLE);
  const table = cat.page.getByRole('table', { name: 'Season 1 standings' });
  await expect(table.getByRole('row').nth(1)).toContainText(ann.name);
  await expect(table.getByRole('row').nth(1)).toContainText('9');
  await expect(table.getByRole('row').nth(3)).toContainText(cat.name);
  await snapBothThemes(cat.page, 'season-standings-finished', async () => {
    await cat.page.getByRole('tab', { name: 'Standings' }).click();
    await expect(cat.page.getByText('Finished', { exact: true })).toBeVisible(SETTLE);
  });

  // The bell names nobody: the season is over, the podium is one click away.
  const notes = await apiOk(cat.context, routes.listNotifications);
  expect(notes.notifications.filter((n) => n.kind === 'season_finished')).toEqual([
    expect.objectContaining({ payload: expect.objectContaining({ seasonName: 'Season 1' }) }),
  ]);

  await cat.page.getByRole('link', { name: 'See the podium and recap' }).click();
  await cat.page.waitForURL(`**/room/${room.id}/seasons/${season!.id}`);
  const recapReady = async () => {
    await expect(cat.page.getByRole('heading', { name: 'Season 1 recap' })).toBeVisible(SETTLE);
    // Both charts drawn (recharts' svg) once scrolled to, and the text table beside them.
    for (const chart of ['standings-chart', 'gave-chart']) {
      await cat.page.getByTestId(chart).evaluate((box) => box.scrollIntoView({ block: 'center' }));
      await expect(cat.page.getByTestId(chart).locator('svg.recharts-surface')).toHaveCount(1, SETTLE);
    }
    await expect(cat.page.getByRole('table', { name: 'League points after each round' })).toBeAttached();
    await cat.page.evaluate(() => window.scrollTo(0, 0));
  };
  await recapReady();
  // Opened afresh, the recap arrives drawn by the server with its data: nothing is read twice,
  // and the charts' code waits until a chart is scrolled to (a short screen: none is in view).
  await cat.page.setViewportSize({ width: 390, height: 600 });
  const reads: string[] = [];
  const scripts: string[] = [];
  cat.page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'GET' && path.startsWith('/api/')) reads.push(path);
    if (r.resourceType() === 'script') scripts.push(path);
  });
  const drawn = await (await cat.page.reload())?.text();
  expect(drawn).toMatch(/<html data-drawn [\s\S]*<title>Season 1 recap · Clip Club<\/title>/);
  await cat.page.waitForLoadState('networkidle');
  expect(reads).not.toContain(`/api/seasons/${season!.id}/recap`);
  expect(reads.filter((read, i) => reads.indexOf(read) !== i)).toEqual([]);
  expect(scripts.filter((path) => path.includes('recap-graphics'))).toEqual([]);
  await recapReady();
  expect(scripts.filter((path) => path.includes('recap-graphics'))).toHaveLength(1);
  cat.page.removeAllListeners('request');
  await cat.page.setViewportSize({ width: 390, height: 844 });
  const podium = cat.page.getByRole('region', { name: 'Podium' }).getByRole('listitem');
  await expect(podium).toHaveCount(3);
  await expect(podium.nth(0)).toContainText('Champion');
  await expect(podium.nth(0)).toContainText(ann.name);
  await expect(podium.nth(1)).toContainText(ben.name);
  await expect(podium.nth(2)).toContainText(cat.name);
  await expect(cat.page.getByText(`${ann.name}'s biggest fan: ${ben.name}`)).toBeVisible();
  await snapBothThemes(cat.page, 'season-recap', recapReady);

  // The next season in one step, from the admin's Standings tab.
  await openStandings(ann.page, room.id);
  await ann.page.getByRole('button', { name: 'Start next season' }).click();
  await expect(ann.page.getByRole('heading', { name: 'Season 2' })).toBeVisible(SETTLE);
  await expect(ann.page.getByRole('link', { name: 'Season 1 recap' })).toBeVisible();
  // Profiles list it: Ann won Season 1.
  const profile = await apiOk(ann.context, routes.getProfile);
  expect(profile.record).toMatchObject({ seasonsPlayed: 1, seasonsWon: 1 });
});
