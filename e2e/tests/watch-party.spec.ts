import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { api, apiOk, routes } from '../fixtures/api.ts';
import { createSignedInPlayer, type Player, SCREENSHOTS, snap } from '../fixtures/app.ts';
import { expect, test } from '../fixtures/test.ts';

// The watch party: three players watch the session's videos in sync while the host
// plays, seeks, pauses and moves on; a reload, a late join and a member without a socket all
// follow; the reveal runs last place to winner. YouTube is the stand-in in fixtures/.

const STAND_IN = fileURLToPath(new URL('../fixtures/youtube-iframe-stand-in.js', import.meta.url));
const IN_SYNC_SEC = 0.5;

async function serveStandIn(context: BrowserContext) {
  await context.route('**/e2e-stand-ins/youtube-iframe-api.js', (route) =>
    route.fulfill({ path: STAND_IN, contentType: 'text/javascript' }),
  );
}

async function player(browser: Browser, first: string, blockSocket = false): Promise<Player> {
  const p = await createSignedInPlayer(browser, first);
  await serveStandIn(p.context);
  // A socket that can never connect: the screen must follow the host by polling.
  if (blockSocket) await p.context.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  return p;
}

/** What the stand-in player on a page is doing: its video, state and position. */
function playerState(page: Page) {
  return page.evaluate(() => {
    const players = (window as unknown as { __ytPlayers?: YTStandIn[] }).__ytPlayers ?? [];
    const p = players.at(-1);
    return p ? { videoId: p.videoId as string | null, state: p.getPlayerState(), time: p.getCurrentTime() } : null;
  });
}
type YTStandIn = { videoId: string | null; getPlayerState(): number; getCurrentTime(): number };

/**
 * Within 2 s (3.5 s for a polling member), every follower shows the host's video in the host's
 * state, within half a second of the host's position. Both are read in one go per page.
 */
async function expectInSync(
  host: Page,
  followers: Page[],
  state: 'playing' | 'paused',
  timeout = 2_000,
  hostAtLeastSec = 0,
) {
  const want = state === 'playing' ? 1 : 2;
  await expect
    .poll(
      async () => {
        const [h, ...fs] = await Promise.all([host, ...followers].map(playerState));
        if (!h || h.state !== want || h.time < hostAtLeastSec) return `host is ${JSON.stringify(h)}`;
        for (const f of fs) {
          if (!f) return 'a follower has no player';
          if (f.videoId !== h.videoId) return `video ${f.videoId} vs ${h.videoId}`;
          if (state === 'paused' && f.state !== 2 && f.state !== 5) return `follower state ${f.state}`;
          if (state === 'playing' && f.state !== 1) return `follower state ${f.state}`;
          if (Math.abs(f.time - h.time) > IN_SYNC_SEC) return `drift ${(f.time - h.time).toFixed(2)} s`;
        }
        return 'in sync';
      },
      { timeout },
    )
    .toBe('in sync');
}

async function openWatch(p: Player, sessionId: string) {
  await p.page.goto(`/session/${sessionId}/watch`);
  await p.page.getByRole('button', { name: 'Join the watch party' }).click();
  await expect.poll(() => playerState(p.page), { timeout: 15_000 }).not.toBeNull();
}

test.describe('watch party', () => {
  test.setTimeout(180_000);

  test('host and members watch in sync, then the reveal runs last place to winner', async ({ browser }) => {
    const admin = await player(browser, 'Host');
    const bob = await player(browser, 'Bob');
    const cat = await player(browser, 'Cat', true);
    const room = await apiOk(admin.context, routes.createRoom, {
      body: { name: 'Watch night', type: 'manual', votingMode: 'classic' },
    });
    for (const p of [bob, cat]) {
      expect((await api(p.context, routes.joinRoom, { body: { inviteCode: room.inviteCode } })).ok()).toBe(true);
    }
    const session = await apiOk(admin.context, routes.createSession, {
      params: { id: room.id },
      body: { theme: 'Watch night' },
    });
    const params = { id: session.id };
    const videos: Record<string, string> = { Host: 'hostVideo01', Bob: 'bobVideo002', Cat: 'catVideo003' };
    for (const p of [admin, bob, cat]) {
      const id = videos[p.name.split(' ')[0]!]!;
      const res = await api(p.context, routes.createSubmission, {
        params,
        body: { youtubeUrl: `https://www.youtube.com/watch?v=${id}` },
      });
      expect(res.status()).toBe(201);
    }
    const advance = (action: 'endSubmissions' | 'endVoting') =>
      api(admin.context, routes.advanceSession, { params, body: { action } });
    expect((await advance('endSubmissions')).ok()).toBe(true);

    // The host and Bob join; Bob has no controls and the server refuses his command.
    await openWatch(admin, session.id);
    await openWatch(bob, session.id);
    await expect(bob.page.getByRole('button', { name: 'Play' })).toHaveCount(0);
    const refused = await api(bob.context, routes.sendWatchCommand, { params, body: { action: 'play' } });
    expect(refused.status()).toBe(403);

    await admin.page.getByRole('button', { name: 'Play' }).click();
    await expectInSync(admin.page, [bob.page], 'playing');

    const seek = await api(admin.context, routes.sendWatchCommand, {
      params,
      body: { action: 'seek', positionSec: 12 },
    });
    expect(seek.ok()).toBe(true);
    // The host's own player takes the seek from the state too; then Bob must be there with it.
    await expectInSync(admin.page, [bob.page], 'playing', 2_000, 11.5);

    await admin.page.getByRole('button', { name: 'Pause' }).click();
    await expectInSync(admin.page, [bob.page], 'paused');
    await admin.page.getByRole('button', { name: 'Play' }).click();
    await expectInSync(admin.page, [bob.page], 'playing');

    // Bob reloads mid-video; Cat (no socket at all) joins late and follows by polling.
    await bob.page.reload();
    await bob.page.getByRole('button', { name: 'Join the watch party' }).click();
    await openWatch(cat, session.id);
    await expectInSync(admin.page, [bob.page], 'playing', 5_000);
    await expectInSync(admin.page, [cat.page], 'playing', 5_000);

    const firstVideo = (await playerState(admin.page))?.videoId;
    await admin.page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await playerState(admin.page))?.videoId).not.toBe(firstVideo);
    await expectInSync(admin.page, [bob.page], 'playing');
    await expectInSync(admin.page, [cat.page], 'playing', 3_500);

    // The remote goes to Bob: his Pause acts, the admin's controls are gone.
    await admin.page.getByLabel('Pass the remote to').selectOption({ label: bob.name });
    await admin.page.getByRole('button', { name: 'Pass the remote' }).click();
    await expect(bob.page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(admin.page.getByRole('group', { name: 'Host controls' })).toHaveCount(0);
    await bob.page.getByRole('button', { name: 'Pause' }).click();
    await expectInSync(bob.page, [admin.page], 'paused');
    await expectInSync(bob.page, [cat.page], 'paused', 3_500);
    await admin.page.getByRole('button', { name: 'Take the remote' }).click();
    await expect(admin.page.getByRole('group', { name: 'Host controls' })).toBeVisible();

    // Results: nobody voted, so all tie on 0 and are listed by earlier submission (Host, Bob,
    // Cat); the reveal runs from the last listed to the first.
    await apiOk(bob.context, routes.sendWatchReaction, { params, body: { emoji: '🔥' } });
    await expect(admin.page.getByText('🔥').last()).toBeVisible();
    expect((await advance('endVoting')).ok()).toBe(true);
    await admin.page.reload();
    await admin.page.getByRole('button', { name: 'Join the watch party' }).click();
    await bob.page.reload();
    await bob.page.getByRole('button', { name: 'Join the watch party' }).click();
    const reveal = await apiOk(admin.context, routes.getWatch, { params });
    expect(reveal.queue.map((i) => i.videoId)).toEqual(['catVideo003', 'bobVideo002', 'hostVideo01']);
    await apiOk(admin.context, routes.sendWatchCommand, { params, body: { action: 'seek', positionSec: 27 } });
    // The host presses Play once their screen shows the seek (as a person would see the bar move).
    await expect.poll(async () => (await playerState(admin.page))?.time ?? 0, { timeout: 5_000 }).toBeGreaterThan(26.5);
    await admin.page.getByRole('button', { name: 'Play' }).click();
    for (const page of [admin.page, bob.page]) {
      const card = page.getByTestId('reveal-card');
      await expect(card).toBeVisible({ timeout: 10_000 });
      await expect(card).toContainText(`Sent by ${cat.name}`);
      await expect(card).toContainText('0 points');
    }
    // A reload mid-reveal finds the card again (in both themes when screenshots are taken).
    for (const scheme of SCREENSHOTS ? (['light', 'dark'] as const) : (['dark'] as const)) {
      await bob.page.evaluate((t) => localStorage.setItem('theme', t), scheme);
      await bob.page.reload();
      await bob.page.getByRole('button', { name: 'Join the watch party' }).click();
      await expect(bob.page.getByTestId('reveal-card')).toBeVisible({ timeout: 10_000 });
      for (const width of [1280, 390]) {
        await bob.page.setViewportSize({ width, height: 900 });
        await snap(bob.page, `watch-party-reveal-${width}-${scheme}`);
      }
    }

    for (const p of [admin, bob, cat]) await p.context.close();
  });

  test('without the YouTube player: links out, and the host still steps everyone to the winner', async ({
    browser,
  }) => {
    const admin = await createSignedInPlayer(browser, 'Host');
    const bob = await createSignedInPlayer(browser, 'Bob', { width: 390, height: 844 });
    // The IFrame API script never arrives, as on a network that blocks YouTube.
    for (const p of [admin, bob]) await p.context.route('**/e2e-stand-ins/youtube-iframe-api.js', (r) => r.abort());
    const room = await apiOk(admin.context, routes.createRoom, {
      body: { name: 'No player night', type: 'manual', votingMode: 'classic' },
    });
    await apiOk(bob.context, routes.joinRoom, { body: { inviteCode: room.inviteCode } });
    const session = await apiOk(admin.context, routes.createSession, {
      params: { id: room.id },
      body: { theme: 'Blocked' },
    });
    const params = { id: session.id };
    for (const [p, id] of [
      [admin, 'hostVideo01'],
      [bob, 'bobVideo002'],
    ] as const) {
      await apiOk(p.context, routes.createSubmission, {
        params,
        body: { youtubeUrl: `https://www.youtube.com/watch?v=${id}`, title: `${p.name.split(' ')[0]}'s pick` },
      });
    }
    const advance = (action: 'endSubmissions' | 'endVoting') =>
      api(admin.context, routes.advanceSession, { params, body: { action } });
    expect((await advance('endSubmissions')).ok()).toBe(true);
    // Bob has one other video to vote for: all his 5 points go to the host's.
    // In voting every entry is shown; the answer's type also allows the hidden form.
    const entries = (await apiOk(bob.context, routes.listSubmissions, { params })) as { id: string; isMine: boolean }[];
    const hostEntry = entries.find((e) => !e.isMine)!;
    expect(
      (
        await api(bob.context, routes.voteClassic, {
          params: { sessionId: session.id },
          body: { votes: [{ submissionId: hostEntry.id, points: 5 }] },
        })
      ).ok(),
    ).toBe(true);
    expect((await advance('endVoting')).ok()).toBe(true);

    for (const p of [admin, bob]) {
      await p.page.goto(`/session/${session.id}/watch`);
      await p.page.getByRole('button', { name: 'Join the watch party' }).click();
      await expect(p.page.getByRole('heading', { name: "The video player can't load here" })).toBeVisible();
      await expect(p.page.getByTestId('watch-player')).toHaveCount(0);
      await expect(p.page.getByText('The video player could not be loaded.')).toHaveCount(0);
    }
    // Last place first: Bob's own video. Only what has come up links out (no spoiler of the order).
    const bobLinks = bob.page.getByRole('link', { name: /Open on YouTube/ });
    await expect(bobLinks.first()).toHaveAttribute('href', 'https://www.youtube.com/watch?v=bobVideo002');
    await expect(bob.page.getByRole('listitem').getByRole('link', { name: /Open on YouTube/ })).toHaveCount(1);

    await admin.page.getByRole('button', { name: 'Reveal' }).click();
    const card = bob.page.getByTestId('reveal-card');
    await expect(card).toContainText(`Sent by ${bob.name}`);
    await admin.page.getByRole('button', { name: 'Next' }).click();
    await expect(bob.page.getByText('Now: video 2')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(bob.page.getByRole('listitem').getByRole('link', { name: /Open on YouTube/ })).toHaveCount(2);
    await admin.page.getByRole('button', { name: 'Reveal' }).click();
    await expect(card).toContainText(`Sent by ${admin.name}`);
    await expect(card).toContainText('5 points');
    await expect(admin.page.getByRole('button', { name: 'Next' })).toBeDisabled();
    for (const scheme of SCREENSHOTS ? (['light', 'dark'] as const) : (['dark'] as const)) {
      await bob.page.evaluate((t) => localStorage.setItem('theme', t), scheme);
      await bob.page.reload();
      await bob.page.getByRole('button', { name: 'Join the watch party' }).click();
      await expect(card).toBeVisible();
      for (const width of [1280, 390]) {
        await bob.page.setViewportSize({ width, height: 900 });
        await snap(bob.page, `watch-party-no-player-${width}-${scheme}`);
      }
    }
    for (const p of [admin, bob]) await p.context.close();
  });
});
