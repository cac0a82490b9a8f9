import { routes } from '@clipclub/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { get, refusal, sessionWithSubmissions, setStatus, sortLines, tokensOf, vote } from './test-fixtures.ts';

const t = useTestApp();

let roomId: string;
let p: Record<string, Player>;
let sessionId: string;
let subs: Record<string, string>;

beforeEach(async () => {
  ({ roomId, players: p } = await createRoomWithPlayers(t.app, 'grudge_match', ['Ann', 'Bob', 'Cat', 'Dan']));
  ({ sessionId, submissions: subs } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]));
});

type VoteLine = { submissionId: string; rankPosition: number };
const records = async (who: Player) =>
  sortLines<VoteLine>((await get(t.app, who, `/api/sessions/${sessionId}/votes`)).json());
const tokens = (who: Player) => tokensOf(t.db, roomId, who.userId);
const pointsLine = (submissionId: string | undefined, points: number) => ({
  submissionId,
  voteType: 'points',
  rankPosition: null,
  isDownvote: 0,
  pointsAllocated: points,
  badge: null,
  comment: null,
});
const downvoteLine = (submissionId: string | undefined) => ({
  submissionId,
  voteType: 'downvote',
  rankPosition: null,
  isDownvote: 1,
  pointsAllocated: -3,
  badge: null,
  comment: null,
});

describe('POST /api/sessions/:id/vote/grudge', () => {
  it('answers min(10, 5 × others) as the allocation', async () => {
    expect((await get(t.app, p.Dan!, `/api/sessions/${sessionId}/vote-allocation`)).json()).toMatchObject({
      votingMode: 'grudge_match',
      voteAllocation: 10,
    });
  });

  it('records points and a downvote: the token moves from the voter to the target’s submitter', async () => {
    const res = await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }, subs.Cat);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ downvoteUsed: true, tokensRemaining: 0 });
    expect([await tokens(p.Dan!), await tokens(p.Cat!)]).toEqual([0, 2]);
    expect(await records(p.Dan!)).toEqual(
      sortLines([pointsLine(subs.Ann, 5), pointsLine(subs.Bob, 5), downvoteLine(subs.Cat)]),
    );
    const status = await get(t.app, p.Cat!, `/api/rooms/${roomId}/tokens/status`);
    expect(status.json()).toEqual({ userTokens: { tokenCount: 2 } });
  });

  it('records points without a downvote and keeps the token', async () => {
    const res = await vote.grudge(t.app, p.Ann!, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5, [subs.Ann!]: 0 });
    expect(res.json()).toEqual({ downvoteUsed: false, tokensRemaining: 1 });
  });

  it('replaces the points on a re-vote and keeps the downvote, which is final', async () => {
    await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }, subs.Cat);
    // Leaving the downvote out keeps it; naming the same target again (a pre-filled form) is no new spend.
    const without = await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 4, [subs.Cat!]: 3, [subs.Bob!]: 3 });
    expect(without.json()).toEqual({ downvoteUsed: true, tokensRemaining: 0 });
    const same = await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Cat!]: 5 }, subs.Cat);
    expect(same.json()).toEqual({ downvoteUsed: true, tokensRemaining: 0 });
    expect(await records(p.Dan!)).toEqual(
      sortLines([pointsLine(subs.Ann, 5), pointsLine(subs.Cat, 5), downvoteLine(subs.Cat)]),
    );
    expect([await tokens(p.Dan!), await tokens(p.Cat!)]).toEqual([0, 2]);
  });

  it('refuses a second downvote on another submission and keeps the earlier ballot', async () => {
    await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }, subs.Cat);
    await t.db.updateTable('room_members').set({ token_count: 3 }).where('user_id', '=', p.Dan!.userId).execute();
    const res = await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Cat!]: 5, [subs.Bob!]: 5 }, subs.Ann);
    expect(refusal(res)).toEqual({
      status: 409,
      message: 'Your downvote is final: you already downvoted another submission in this session',
    });
    expect(await records(p.Dan!)).toEqual(
      sortLines([pointsLine(subs.Ann, 5), pointsLine(subs.Bob, 5), downvoteLine(subs.Cat)]),
    );
    expect([await tokens(p.Dan!), await tokens(p.Ann!)]).toEqual([3, 1]);
  });

  it('lets a voter add a downvote on a later ballot if the first had none', async () => {
    await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 });
    const res = await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }, subs.Bob);
    expect(res.json()).toEqual({ downvoteUsed: true, tokensRemaining: 0 });
    expect(await tokens(p.Bob!)).toBe(2);
  });

  it('refuses a downvote without a token, and stores nothing of that ballot', async () => {
    await t.db.updateTable('room_members').set({ token_count: 0 }).where('user_id', '=', p.Dan!.userId).execute();
    const res = await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }, subs.Cat);
    expect(refusal(res)).toEqual({ status: 409, message: 'No downvote tokens left' });
    expect(await records(p.Dan!)).toEqual([]);
    expect([await tokens(p.Dan!), await tokens(p.Cat!)]).toEqual([0, 1]);
    const progress = await t.db.selectFrom('ballots').selectAll().execute();
    expect(progress).toEqual([]);
  });

  it('spends a revenge token like any other', async () => {
    await vote.grudge(t.app, p.Ann!, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 }, subs.Bob);
    await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Cat!]: 5 }, subs.Bob);
    expect(await tokens(p.Bob!)).toBe(3);
    const res = await vote.grudge(t.app, p.Bob!, sessionId, { [subs.Ann!]: 5, [subs.Cat!]: 5 }, subs.Ann);
    expect(res.json()).toEqual({ downvoteUsed: true, tokensRemaining: 2 });
    expect(await tokens(p.Ann!)).toBe(1);
  });

  it('refuses points outside 1-5, a wrong total, own and unknown targets', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[Player, Record<string, number>, string | undefined, string]> = [
      [p.Dan!, { [subs.Ann!]: 6, [subs.Bob!]: 4 }, undefined, 'Points must be between 1 and 5'],
      [p.Dan!, { [subs.Ann!]: -1, [subs.Bob!]: 5, [subs.Cat!]: 5 }, undefined, 'Points must be between 1 and 5'],
      [p.Dan!, { [subs.Ann!]: 5, [subs.Bob!]: 4 }, undefined, 'You must distribute exactly 10 points'],
      [p.Ann!, { [subs.Bob!]: 5, [subs.Cat!]: 5 }, subs.Ann, 'You cannot downvote your own submission'],
      [p.Ann!, { [subs.Ann!]: 5, [subs.Cat!]: 5 }, undefined, 'You cannot vote for your own submission'],
      [p.Ann!, { [subs.Bob!]: 5, [subs.Cat!]: 5 }, unknown, 'That submission is not part of this session'],
      [p.Ann!, { nope: 5, [subs.Cat!]: 5 }, undefined, 'That submission is not part of this session'],
    ];
    for (const [voter, points, downvote, message] of cases) {
      expect(refusal(await vote.grudge(t.app, voter, sessionId, points, downvote))).toEqual({ status: 400, message });
    }
    expect(await tokens(p.Ann!)).toBe(1);
  });

  it('refuses a downvote that does not say it uses a token', async () => {
    const res = await call(t.app, routes.voteGrudge, {
      params: { id: sessionId },
      as: p.Dan!,
      payload: {
        point_allocations: [
          { submissionId: subs.Ann, points: 5 },
          { submissionId: subs.Bob, points: 5 },
        ],
        downvote: { submissionId: subs.Cat, useToken: false },
      },
    });
    expect(refusal(res)).toEqual({ status: 400, message: 'A downvote must use a token (useToken: true)' });
  });

  it('with a single other submission the allocation is 5', async () => {
    await setStatus(t.db, sessionId, 'results');
    const single = await sessionWithSubmissions(t.db, roomId, [p.Bob!]);
    expect((await get(t.app, p.Ann!, `/api/sessions/${single.sessionId}/vote-allocation`)).json()).toEqual({
      votingMode: 'grudge_match',
      voteAllocation: 5,
      perSubmissionCap: 5,
    });
    const res = await vote.grudge(t.app, p.Ann!, single.sessionId, { [single.submissions.Bob!]: 5 });
    expect(res.json()).toEqual({ downvoteUsed: false, tokensRemaining: 1 });
  });

  it('answers 409 outside voting, 404 to a stranger, 400 in another mode’s endpoint', async () => {
    const stranger = (await createRoomWithPlayers(t.app, 'grudge_match', ['Zed'])).players.Zed!;
    const ballot = { [subs.Ann!]: 5, [subs.Bob!]: 5 };
    expect(refusal(await vote.grudge(t.app, stranger, sessionId, ballot))).toEqual({
      status: 404,
      message: 'Session not found',
    });
    expect(refusal(await vote.classic(t.app, p.Dan!, sessionId, ballot))).toEqual({
      status: 400,
      message: 'This room uses Grudge Match voting',
    });
    await setStatus(t.db, sessionId, 'submissions');
    expect(refusal(await vote.grudge(t.app, p.Dan!, sessionId, ballot, subs.Cat))).toEqual({
      status: 409,
      message: 'Voting is not open for this session',
    });
    expect(await tokens(p.Dan!)).toBe(1);
  });
});
