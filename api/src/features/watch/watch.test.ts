import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { displayOrder } from '../sessions/display-order.ts';
import { recordEvents } from '../sessions/test-support.ts';
import { endVoting, refusal, sessionWithSubmissions, setStatus, vote } from '../votes/test-fixtures.ts';

const t = useTestApp();

const watch = (who: Player, sessionId: string) => call(t.app, routes.getWatch, { params: { id: sessionId }, as: who });
const command = (who: Player, sessionId: string, payload: object) =>
  call(t.app, routes.sendWatchCommand, { params: { id: sessionId }, as: who, payload });

// Ann is the room's admin (she created it); Bob, Cat and Dan joined. Three videos (Dan sent
// none), 60 s each.
async function party(status: 'voting' | 'results' | 'submissions' = 'voting') {
  const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat', 'Dan']);
  const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!], status);
  await t.db.updateTable('submissions').set({ duration_seconds: 60 }).where('session_id', '=', sessionId).execute();
  return { roomId, p, sessionId, submissions };
}

describe('GET /api/sessions/:id/watch', () => {
  it('is for members in voting and results only: 404 strangers, 409 while submitting, 401 signed out', async () => {
    const { p, sessionId } = await party('submissions');
    expect(refusal(await watch(p.Bob!, sessionId))).toEqual({
      status: 409,
      message: 'The watch party opens once voting starts',
    });
    await setStatus(t.db, sessionId, 'upcoming');
    expect((await watch(p.Bob!, sessionId)).statusCode).toBe(409);
    await setStatus(t.db, sessionId, 'voting');
    const stranger = (await createRoomWithPlayers(t.app, 'classic', ['Zed'])).players.Zed!;
    expect(refusal(await watch(stranger, sessionId))).toEqual({
      status: 404,
      message: 'Session not found',
    });
    expect((await watch(p.Bob!, 'not-an-id')).statusCode).toBe(404);
    expect((await call(t.app, routes.getWatch, { params: { id: sessionId } })).statusCode).toBe(401);
    expect((await watch(p.Bob!, sessionId)).statusCode).toBe(200);
  });

  it('voting: the display order, anonymous, with the admin holding the remote', async () => {
    const { p, sessionId, submissions } = await party();
    const res = await watch(p.Cat!, sessionId);
    const body = res.json();
    const expected = displayOrder(
      sessionId,
      Object.values(submissions).map((id) => ({ id })),
    ).map((s) => s.id);
    expect(body.queue.map((i: { submissionId: string }) => i.submissionId)).toEqual(expected);
    for (const who of [p.Bob!, p.Cat!]) expect(JSON.stringify(body)).not.toContain(who.userId);
    for (const item of body.queue)
      expect(Object.keys(item).sort()).toEqual(['durationSec', 'submissionId', 'thumbnail', 'title', 'videoId']);
    expect(body.hostUserId).toBe(p.Ann!.userId);
    expect(body.state).toEqual({
      index: 0,
      status: 'paused',
      positionSec: 0,
      updatedAt: t.clock.now().getTime(),
      rate: 1,
    });
    expect(body.serverNow).toBe(t.clock.now().getTime());
  });

  it('results: last place first, winner last, each with its reveal card', async () => {
    const { p, sessionId, submissions: s } = await party();
    await vote.classic(t.app, p.Ann!, sessionId, { [s.Bob!]: 5, [s.Cat!]: 5 });
    await vote.classic(t.app, p.Bob!, sessionId, { [s.Ann!]: 5, [s.Cat!]: 5 });
    await vote.classic(t.app, p.Cat!, sessionId, { [s.Ann!]: 5, [s.Bob!]: 5 });
    await vote.classic(t.app, p.Dan!, sessionId, { [s.Ann!]: 1, [s.Bob!]: 5, [s.Cat!]: 4 });
    await endVoting(t.db, sessionId, 4);
    const body = (await watch(p.Bob!, sessionId)).json();
    // Bob 15, Cat 14, Ann 11: the reveal runs Ann, Cat, Bob.
    expect(body.phase).toBe('results');
    expect(body.queue.map((i) => [i.submitter!.name, i.rank, i.points])).toEqual([
      ['Ann', 3, 11],
      ['Cat', 2, 14],
      ['Bob', 1, 15],
    ]);
    expect(body.queue[2]!.voters).toEqual(
      expect.arrayContaining([
        { userId: p.Ann!.userId, name: 'Ann', points: 5, badges: [] },
        { userId: p.Cat!.userId, name: 'Cat', points: 5, badges: [] },
        { userId: p.Dan!.userId, name: 'Dan', points: 5, badges: [] },
      ]),
    );
    expect(body.queue[2]!.voters).toHaveLength(3);
  });
});

describe('POST /api/sessions/:id/watch', () => {
  it('lets only the host act (403), refuses a stale version (409) and an index outside the queue (400)', async () => {
    const { p, sessionId } = await party();
    expect(refusal(await command(p.Bob!, sessionId, { action: 'play' }))).toEqual({
      status: 403,
      message: 'Only the host can control the watch party',
    });
    const played = await command(p.Ann!, sessionId, { action: 'play', version: 0 });
    expect(played.statusCode).toBe(200);
    expect(played.json().version).toBe(1);
    expect(refusal(await command(p.Ann!, sessionId, { action: 'pause', version: 0 }))).toEqual({
      status: 409,
      message: 'The watch party has moved on; try again',
    });
    expect(refusal(await command(p.Ann!, sessionId, { action: 'select', index: 3 }))).toEqual({
      status: 400,
      message: 'Index is outside the queue',
    });
    expect((await command(p.Ann!, sessionId, { action: 'dance' })).statusCode).toBe(400);
    expect(refusal(await command(p.Ann!, sessionId, { action: 'previous' })).status).toBe(400);
    // A position no video reaches (its length unknown, so nothing clamps it) or before its start.
    for (const positionSec of [1e300, 86_401, -1]) {
      expect(refusal(await command(p.Ann!, sessionId, { action: 'seek', positionSec }))).toEqual({
        status: 400,
        message: 'Position must be a number of seconds from 0 to 86400',
      });
    }
    expect((await watch(p.Ann!, sessionId)).json().version).toBe(1);
  });

  it("ends the current video on the host's word, and plays it again from the start", async () => {
    const { p, sessionId } = await party('results');
    await command(p.Ann!, sessionId, { action: 'play' });
    t.clock.advance(4_000);
    const ended = (await command(p.Ann!, sessionId, { action: 'end' })).json();
    expect(ended.state).toMatchObject({ index: 0, status: 'ended', positionSec: 4 });
    t.clock.advance(4_000);
    expect((await watch(p.Bob!, sessionId)).json().state).toMatchObject({ status: 'ended' });
    expect(refusal(await command(p.Bob!, sessionId, { action: 'end' })).status).toBe(403);
    const again = (await command(p.Ann!, sessionId, { action: 'play' })).json();
    expect(again.state).toMatchObject({ status: 'playing', positionSec: 0 });
  });

  it('plays from the computed position, clamps seeks to the video, keeps playing across next', async () => {
    const { p, sessionId, roomId } = await party();
    const recorded = recordEvents(t.app);
    await command(p.Ann!, sessionId, { action: 'play' });
    t.clock.advance(10_000);
    const paused = (await command(p.Ann!, sessionId, { action: 'pause' })).json();
    expect(paused.state).toMatchObject({ status: 'paused', positionSec: 10 });
    const seeked = (await command(p.Ann!, sessionId, { action: 'seek', positionSec: 500 })).json();
    expect(seeked.state.positionSec).toBe(60);
    await command(p.Ann!, sessionId, { action: 'play', positionSec: 5 });
    const next = (await command(p.Ann!, sessionId, { action: 'next' })).json();
    expect(next.state).toMatchObject({ index: 1, status: 'playing', positionSec: 0 });
    // A late joiner computes the same state from the stored row.
    t.clock.advance(2_000);
    const late = (await watch(p.Cat!, sessionId)).json();
    expect(late.state).toMatchObject({ index: 1, status: 'playing', positionSec: 0 });
    expect(late.serverNow - late.state.updatedAt).toBe(2_000);
    const states = recorded.events.filter((e) => e.name === 'watch:state');
    recorded.stop();
    expect(states).toHaveLength(5);
    expect(states.at(-1)).toMatchObject({ roomId, payload: { sessionId, version: 5, state: { index: 1 } } });
  });

  it('a video played past its end reads as ended at its end', async () => {
    const { p, sessionId } = await party();
    await command(p.Ann!, sessionId, { action: 'play', positionSec: 55 });
    t.clock.advance(20_000);
    const body = (await watch(p.Bob!, sessionId)).json();
    expect(body.state).toMatchObject({ status: 'ended', positionSec: 60 });
  });

  it('starts the reveal afresh when voting ends', async () => {
    const { p, sessionId } = await party();
    await command(p.Ann!, sessionId, { action: 'select', index: 2 });
    await endVoting(t.db, sessionId, 4);
    expect((await watch(p.Bob!, sessionId)).json().state).toMatchObject({ index: 0, status: 'paused' });
  });
});

describe('POST /api/sessions/:id/watch/host', () => {
  const pass = (who: Player, sessionId: string, userId: string) =>
    call(t.app, routes.passWatchHost, { params: { id: sessionId }, as: who, body: { userId } });

  it('the host passes the remote; the new host acts, the old one cannot; an admin takes it back', async () => {
    const { p, sessionId } = await party();
    expect(refusal(await pass(p.Bob!, sessionId, p.Bob!.userId))).toEqual({
      status: 403,
      message: 'Only the host or a room admin can pass the remote',
    });
    const stranger = (await createRoomWithPlayers(t.app, 'classic', ['Zed'])).players.Zed!;
    expect(refusal(await pass(p.Ann!, sessionId, stranger.userId))).toEqual({
      status: 400,
      message: 'That player is not a member of this room',
    });
    expect((await pass(p.Ann!, sessionId, p.Bob!.userId)).json().hostUserId).toBe(p.Bob!.userId);
    expect((await command(p.Bob!, sessionId, { action: 'play' })).statusCode).toBe(200);
    expect((await command(p.Ann!, sessionId, { action: 'pause' })).statusCode).toBe(403);
    // Bob passes it on; Ann (admin) can always take it back.
    expect((await pass(p.Bob!, sessionId, p.Cat!.userId)).statusCode).toBe(200);
    expect((await pass(p.Ann!, sessionId, p.Ann!.userId)).json().hostUserId).toBe(p.Ann!.userId);
    expect((await command(p.Cat!, sessionId, { action: 'pause' })).statusCode).toBe(403);
  });
});

describe('POST /api/sessions/:id/watch/reactions', () => {
  const react = (who: Player, sessionId: string, emoji: string) =>
    call(t.app, routes.sendWatchReaction, { params: { id: sessionId }, as: who, payload: { emoji } });

  it('anonymous while voting, named in results, one of the offered set, rate-limited', async () => {
    const { p, sessionId } = await party();
    const recorded = recordEvents(t.app);
    expect((await react(p.Bob!, sessionId, '🔥')).statusCode).toBe(204);
    expect(refusal(await react(p.Bob!, sessionId, 'hello')).status).toBe(400);
    for (let i = 0; i < 4; i++) expect((await react(p.Bob!, sessionId, '😂')).statusCode).toBe(204);
    expect(refusal(await react(p.Bob!, sessionId, '😂'))).toEqual({
      status: 429,
      message: 'Too many reactions, please wait a moment',
    });
    // Others are not held back by Bob's taps, and the window passes.
    expect((await react(p.Cat!, sessionId, '😂')).statusCode).toBe(204);
    t.clock.advance(10_000);
    expect((await react(p.Bob!, sessionId, '👏')).statusCode).toBe(204);
    const first = recorded.events.find((e) => e.name === 'watch:reaction');
    expect(first?.payload).toMatchObject({ sessionId, emoji: '🔥' });
    expect(first?.payload).not.toHaveProperty('user');

    await endVoting(t.db, sessionId, 4);
    t.clock.advance(10_000);
    await react(p.Bob!, sessionId, '❤️');
    expect(recorded.events.at(-1)?.payload).toMatchObject({ emoji: '❤️', user: { userId: p.Bob!.userId, name: 'Bob' } });
    recorded.stop();
  });

  it('is refused while submitting', async () => {
    const { p, sessionId } = await party('submissions');
    expect((await react(p.Bob!, sessionId, '🔥')).statusCode).toBe(409);
  });
});
