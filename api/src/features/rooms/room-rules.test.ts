import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, createRoomWithPlayers, type Player, signInAndJoin } from '../../test/factories.ts';
import { createSession } from '../sessions/test-support.ts';
import { endVoting, get, refusal, sessionWithSubmissions, tokensOf, vote } from '../votes/test-fixtures.ts';

// What a settings change does to sessions: sessions not yet started follow the room,
// a started session keeps the rules it started with, finished results never change.

const t = useTestApp();

const settings = (who: { cookie: string }, roomId: string, payload: unknown) =>
  call(t.app, routes.updateRoomSettings, { params: { id: roomId }, as: who, payload: payload });
const allocation = async (who: Player, sessionId: string) =>
  (await get(t.app, who, `/api/sessions/${sessionId}/vote-allocation`)).json();

describe('points per ballot and per-video cap', () => {
  it('a running session keeps its points and cap; a session started later uses the new ones', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat', 'Dan']);
    const running = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
    // Upcoming when the rules change (its videos are written directly; the API would wait).
    const next = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!], 'upcoming');
    expect((await settings(p.Ann!, roomId, { pointsPerBallot: 12, perVideoCap: 6 })).statusCode).toBe(200);

    expect(await allocation(p.Dan!, running.sessionId)).toEqual({
      votingMode: 'classic',
      voteAllocation: 10,
      perSubmissionCap: 5,
    });
    const s = running.submissions;
    expect(refusal(await vote.classic(t.app, p.Dan!, running.sessionId, { [s.Ann!]: 6, [s.Bob!]: 6 }))).toEqual({
      status: 400,
      message: 'Points must be between 0 and 5',
    });
    expect((await vote.classic(t.app, p.Dan!, running.sessionId, { [s.Ann!]: 5, [s.Bob!]: 5 })).statusCode).toBe(200);

    // The upcoming session follows the room once it runs.
    await endVoting(t.db, running.sessionId, 4);
    await t.db.updateTable('sessions').set({ status: 'voting' }).where('id', '=', next.sessionId).execute();
    expect(await allocation(p.Dan!, next.sessionId)).toEqual({
      votingMode: 'classic',
      voteAllocation: 12,
      perSubmissionCap: 6,
    });
    const n = next.submissions;
    expect(
      (await vote.classic(t.app, p.Dan!, next.sessionId, { [n.Ann!]: 6, [n.Bob!]: 4, [n.Cat!]: 2 })).statusCode,
    ).toBe(200);
    expect(refusal(await vote.classic(t.app, p.Ann!, next.sessionId, { [n.Bob!]: 5, [n.Cat!]: 5 }))).toEqual({
      status: 400,
      message: 'You must distribute exactly 12 points',
    });
  });

  it('never changes a finished session’s results or the leaderboard', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'grudge_match', ['Ann', 'Bob', 'Cat']);
    const done = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
    const s = done.submissions;
    await vote.grudge(t.app, p.Cat!, done.sessionId, { [s.Ann!]: 9, [s.Bob!]: 1 }, s.Bob!);
    await endVoting(t.db, done.sessionId, 3);
    const results = (await get(t.app, p.Ann!, `/api/sessions/${done.sessionId}/results`)).json();
    const board = (await get(t.app, p.Ann!, `/api/leaderboard/room/${roomId}`)).json();
    expect(results.results[0]).toMatchObject({ userName: 'Ann', points: 9 });

    const change = { votingMode: 'classic', pointsPerBallot: 20, perVideoCap: 2, downvoteTokens: 0 };
    expect((await settings(p.Ann!, roomId, change)).statusCode).toBe(200);
    expect((await get(t.app, p.Ann!, `/api/sessions/${done.sessionId}/results`)).json()).toEqual(results);
    expect((await get(t.app, p.Ann!, `/api/leaderboard/room/${roomId}`)).json()).toEqual(board);
    expect(await allocation(p.Cat!, done.sessionId)).toMatchObject({ votingMode: 'grudge_match', voteAllocation: 10 });
  });

  it('applies to grudge-match ballots too', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'grudge_match', [
      'Ann',
      'Bob',
      'Cat',
      'Dan',
      'Eve',
    ]);
    await settings(p.Ann!, roomId, { pointsPerBallot: 7, perVideoCap: 4 });
    const { sessionId, submissions: s } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
    expect(await allocation(p.Dan!, sessionId)).toEqual({
      votingMode: 'grudge_match',
      voteAllocation: 7,
      perSubmissionCap: 4,
    });
    expect(refusal(await vote.grudge(t.app, p.Dan!, sessionId, { [s.Ann!]: 5, [s.Bob!]: 2 }))).toEqual({
      status: 400,
      message: 'Points must be between 1 and 4',
    });
    expect((await vote.grudge(t.app, p.Dan!, sessionId, { [s.Ann!]: 4, [s.Bob!]: 3 })).statusCode).toBe(200);
  });
});

describe('downvote tokens per member', () => {
  it('is what a member starts with; a change moves every count by the difference, never below 0', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'grudge_match', ['Ann', 'Bob', 'Cat']);
    const { sessionId, submissions: s } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!]);
    // Cat spends her token on Ann, who earns a revenge token: Ann 2, Bob 1, Cat 0.
    await vote.grudge(t.app, p.Cat!, sessionId, { [s.Ann!]: 5, [s.Bob!]: 5 }, s.Ann!);
    const count = (who: Player) => tokensOf(t.db, roomId, who.userId);
    expect([await count(p.Ann!), await count(p.Bob!), await count(p.Cat!)]).toEqual([2, 1, 0]);

    expect((await settings(p.Ann!, roomId, { downvoteTokens: 3 })).statusCode).toBe(200);
    expect([await count(p.Ann!), await count(p.Bob!), await count(p.Cat!)]).toEqual([4, 3, 2]);
    const status = await get(t.app, p.Cat!, `/api/rooms/${roomId}/tokens/status`);
    expect(status.json()).toEqual({ userTokens: { tokenCount: 2 } });

    const invite = (await get(t.app, p.Ann!, `/api/rooms/${roomId}`)).json().inviteCode;
    const dan = await signInAndJoin(t.app, invite, { email: 'dan@example.com', firstName: 'Dan' });
    expect(await tokensOf(t.db, roomId, dan.userId)).toBe(3);

    expect((await settings(p.Ann!, roomId, { downvoteTokens: 0 })).statusCode).toBe(200);
    expect([await count(p.Ann!), await count(p.Bob!), await count(p.Cat!)]).toEqual([1, 0, 0]);
    expect(refusal(await vote.grudge(t.app, p.Bob!, sessionId, { [s.Ann!]: 5 }, s.Ann!))).toEqual({
      status: 409,
      message: 'No downvote tokens left',
    });
  });
});

describe('room type and schedule', () => {
  // The test clock starts Thursday 19 Nov 2026, 12:00 PST; the room starts Thursday 26 Nov.
  const run = () => t.app.scheduler.runDueTransitions(t.clock.now());
  const deadlines = async (id: string) => {
    const s = await t.db
      .selectFrom('sessions')
      .select(['status', 'submissions_deadline', 'voting_deadline'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    return { status: s.status, submissions: iso(s.submissions_deadline), voting: iso(s.voting_deadline) };
  };

  it('keeps a running session’s deadlines; the next session opens on the new schedule', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    const s1 = await createSession(t.app, admin.cookie, roomId, 'One');
    const s2 = await createSession(t.app, admin.cookie, roomId, 'Two');
    const change = {
      submissionDay: 'friday',
      submissionTime: '20:30',
      votingDay: 'monday',
      votingTime: '09:00',
      timeZone: 'Europe/London',
    };
    expect((await settings(admin, roomId, change)).statusCode).toBe(200);
    expect(await deadlines(s1.id)).toEqual({
      status: 'submissions',
      submissions: '2026-11-27T02:00:00.000Z', // Thursday 26 Nov, 18:00 PST, as it started
      voting: '2026-12-02T02:00:00.000Z',
    });

    t.clock.set('2026-12-02T02:00:30.000Z'); // both of s1's deadlines passed
    await run();
    expect((await deadlines(s1.id)).status).toBe('results');
    expect(await deadlines(s2.id)).toEqual({
      status: 'submissions',
      submissions: '2026-12-04T20:30:00.000Z', // Friday 4 Dec, 20:30 in London (GMT)
      voting: '2026-12-07T09:00:00.000Z', // Monday 7 Dec, 09:00 in London
    });
  });

  it('a room turned manual still closes its running session on time and opens no more by itself', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    const s1 = await createSession(t.app, admin.cookie, roomId, 'One');
    const s2 = await createSession(t.app, admin.cookie, roomId, 'Two');
    expect((await settings(admin, roomId, { type: 'manual' })).statusCode).toBe(200);

    t.clock.set('2026-12-02T02:00:30.000Z');
    await run();
    expect((await deadlines(s1.id)).status).toBe('results');
    expect(await deadlines(s2.id)).toEqual({ status: 'upcoming', submissions: null, voting: null });
  });

  it('a room turned automatic opens its waiting session on the schedule, from the moment it opens', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId, 'One');
    expect(await deadlines(s1.id)).toEqual({ status: 'submissions', submissions: null, voting: null });
    const change = { type: 'automatic', submissionDay: 'saturday', votingDay: 'sunday', votingTime: '12:00' };
    expect((await settings(admin, roomId, change)).statusCode).toBe(200);
    // The running session started manual: no deadlines appear on it.
    await run();
    expect(await deadlines(s1.id)).toEqual({ status: 'submissions', submissions: null, voting: null });

    const s2 = await createSession(t.app, admin.cookie, roomId, 'Two');
    const ended = await call(t.app, routes.advanceSession, {
      params: { id: s1.id },
      as: admin,
      body: { action: 'endSubmissions' },
    });
    expect(ended.statusCode).toBe(200);
    await call(t.app, routes.advanceSession, { params: { id: s1.id }, as: admin, body: { action: 'endVoting' } });
    expect(await deadlines(s2.id)).toEqual({
      status: 'submissions',
      submissions: '2026-11-22T02:00:00.000Z', // Saturday 21 Nov, 18:00 PST
      voting: '2026-11-22T20:00:00.000Z', // Sunday 22 Nov, 12:00 PST
    });
  });
});
