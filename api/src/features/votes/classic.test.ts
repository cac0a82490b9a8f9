import { routes } from '@clipclub/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { get, refusal, sessionWithSubmissions, setStatus, vote } from './test-fixtures.ts';

const t = useTestApp();

let roomId: string;
let ann: Player;
let bob: Player;
let cat: Player;
let dan: Player;
let sessionId: string;
let subs: Record<string, string>;

beforeEach(async () => {
  const room = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat', 'Dan']);
  roomId = room.roomId;
  [ann, bob, cat, dan] = ['Ann', 'Bob', 'Cat', 'Dan'].map((n) => room.players[n]!) as [Player, Player, Player, Player];
  ({ sessionId, submissions: subs } = await sessionWithSubmissions(t.db, roomId, [ann, bob, cat]));
});

describe('POST /api/votes/:sessionId (classic)', () => {
  it('records a ballot that spends exactly the allocation and answers what was given', async () => {
    const res = await vote.classic(t.app, ann, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pointsGiven: 10, submissionsVoted: 2 });
  });

  it('lets a member who did not submit vote, and drops zero-point lines', async () => {
    const res = await vote.classic(t.app, dan, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5, [subs.Cat!]: 0 });
    expect(res.json()).toEqual({ pointsGiven: 10, submissionsVoted: 2 });
    const records = await get(t.app, dan, `/api/sessions/${sessionId}/votes`);
    // Sorted: the API answers in the session's display order.
    expect(
      records
        .json()
        .map((r: { submissionId: string }) => r.submissionId)
        .sort(),
    ).toEqual([subs.Ann, subs.Bob].sort());
  });

  it('refuses a total other than the allocation', async () => {
    expect(refusal(await vote.classic(t.app, ann, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 4 }))).toEqual({
      status: 400,
      message: 'You must distribute exactly 10 points',
    });
    expect(refusal(await vote.classic(t.app, ann, sessionId, {}))).toEqual({
      status: 400,
      message: 'You must distribute exactly 10 points',
    });
  });

  it('refuses points outside 0-5 and fractions', async () => {
    expect(refusal(await vote.classic(t.app, dan, sessionId, { [subs.Ann!]: 6, [subs.Bob!]: 4 }))).toEqual({
      status: 400,
      message: 'Points must be between 0 and 5',
    });
    expect(refusal(await vote.classic(t.app, dan, sessionId, { [subs.Ann!]: 11, [subs.Bob!]: -1 }))).toEqual({
      status: 400,
      message: 'Points must be between 0 and 5',
    });
    expect(refusal(await vote.classic(t.app, dan, sessionId, { [subs.Ann!]: 4.5, [subs.Bob!]: 5.5 }))).toEqual({
      status: 400,
      message: 'Points must be whole numbers',
    });
  });

  it('refuses points on the voter’s own submission', async () => {
    expect(refusal(await vote.classic(t.app, ann, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }))).toEqual({
      status: 400,
      message: 'You cannot vote for your own submission',
    });
  });

  it('refuses an unknown submission, including one from another session', async () => {
    const other = await sessionWithSubmissions(t.db, roomId, [dan], 'results');
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id', other.submissions.Dan!]) {
      expect(refusal(await vote.classic(t.app, ann, sessionId, { [unknown]: 5, [subs.Bob!]: 5 }))).toEqual({
        status: 400,
        message: 'That submission is not part of this session',
      });
    }
  });

  it('refuses a second ballot with 409 and keeps the first', async () => {
    await vote.classic(t.app, ann, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 });
    expect(refusal(await vote.classic(t.app, ann, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 }))).toEqual({
      status: 409,
      message: 'You have already voted in this session',
    });
    const records = await get(t.app, ann, `/api/sessions/${sessionId}/votes`);
    expect(records.json().map((r: { pointsAllocated: number }) => r.pointsAllocated)).toEqual([5, 5]);
  });

  it('refuses a malformed body with the first message', async () => {
    const res = await call(t.app, routes.voteClassic, {
      params: { sessionId },
      as: ann,
      payload: { votes: [{ submissionId: subs.Bob, points: 'five' }] },
    });
    expect(refusal(res)).toEqual({ status: 400, message: 'Points must be a number' });
    const missing = await call(t.app, routes.voteClassic, { params: { sessionId }, as: ann, payload: {} });
    expect(refusal(missing)).toEqual({ status: 400, message: 'votes must be a list' });
  });

  it('with a single other submission the allocation is 5', async () => {
    const single = await sessionWithSubmissions(t.db, roomId, [bob], 'results');
    await setStatus(t.db, sessionId, 'results');
    await setStatus(t.db, single.sessionId, 'voting');
    const allocation = await get(t.app, ann, `/api/sessions/${single.sessionId}/vote-allocation`);
    expect(allocation.json()).toEqual({ votingMode: 'classic', voteAllocation: 5, perSubmissionCap: 5 });
    expect(refusal(await vote.classic(t.app, ann, single.sessionId, { [single.submissions.Bob!]: 4 }))).toEqual({
      status: 400,
      message: 'You must distribute exactly 5 points',
    });
    const res = await vote.classic(t.app, ann, single.sessionId, { [single.submissions.Bob!]: 5 });
    expect(res.json()).toEqual({ pointsGiven: 5, submissionsVoted: 1 });
    // Bob's only "other" is nothing: there is nothing he could vote on.
    expect(refusal(await vote.classic(t.app, bob, single.sessionId, {}))).toEqual({
      status: 400,
      message: 'There are no other submissions to vote on',
    });
  });

  it('answers 409 outside the voting phase', async () => {
    for (const status of ['upcoming', 'submissions', 'results'] as const) {
      await setStatus(t.db, sessionId, status);
      expect(refusal(await vote.classic(t.app, ann, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 }))).toEqual({
        status: 409,
        message: 'Voting is not open for this session',
      });
    }
  });

  it('answers 404 to a non-member, an unknown or malformed session id, and 401 when signed out', async () => {
    const { players } = await createRoomWithPlayers(t.app, 'classic', ['Eve']);
    const body = { [subs.Bob!]: 5, [subs.Cat!]: 5 };
    expect(refusal(await vote.classic(t.app, players.Eve!, sessionId, body))).toEqual({
      status: 404,
      message: 'Session not found',
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(refusal(await vote.classic(t.app, ann, id, body))).toEqual({ status: 404, message: 'Session not found' });
    }
    const signedOut = await call(t.app, routes.voteClassic, { params: { sessionId }, body: { votes: [] } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses the other modes’ endpoints in a classic room', async () => {
    const expected = { status: 400, message: 'This room uses Classic voting' };
    expect(refusal(await vote.ranked(t.app, ann, sessionId, [subs.Bob!, subs.Cat!]))).toEqual(expected);
    expect(refusal(await vote.grudge(t.app, ann, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 }))).toEqual(expected);
    expect(refusal(await vote.appreciation(t.app, ann, sessionId, { [subs.Bob!]: ['fire'] }))).toEqual(expected);
    expect((await get(t.app, ann, `/api/sessions/${sessionId}/votes`)).json()).toEqual([]);
  });

  it('tells the room who has voted, never how, after the vote is stored', async () => {
    const heard: unknown[] = [];
    const off = t.app.roomEvents.on('roomEvents', (room, events) => {
      for (const { name, payload } of events) if (name === 'votes:progress') heard.push({ room, payload });
    });
    await vote.classic(t.app, dan, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 });
    await vote.classic(t.app, ann, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 });
    await vote.classic(t.app, dan, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }); // refused: no event
    off();
    expect(heard).toEqual([
      {
        room: roomId,
        payload: {
          roomId,
          sessionId,
          memberCount: 4,
          count: 1,
          participants: [{ userId: dan.userId, userName: 'Dan', userImage: null }],
        },
      },
      {
        room: roomId,
        payload: {
          roomId,
          sessionId,
          memberCount: 4,
          count: 2,
          participants: [
            { userId: ann.userId, userName: 'Ann', userImage: null },
            { userId: dan.userId, userName: 'Dan', userImage: null },
          ],
        },
      },
    ]);
  });
});
