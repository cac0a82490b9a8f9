import { routes } from '@clipclub/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, callSweep, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { refusal, sessionWithSubmissions, setStatus, sortLines, vote } from './test-fixtures.ts';

const t = useTestApp();

let roomId: string;
let p: Record<string, Player>;
let sessionId: string;
let subs: Record<string, string>;

beforeEach(async () => {
  ({ roomId, players: p } = await createRoomWithPlayers(t.app, 'appreciation_station', ['Ann', 'Bob', 'Cat']));
  ({ sessionId, submissions: subs } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!]));
});

const badgeLine = (submissionId: string | undefined, badge: string) => ({
  submissionId,
  voteType: 'badge',
  rankPosition: null,
  isDownvote: 0,
  pointsAllocated: 0,
  badge,
  comment: null,
});

describe('POST /api/sessions/:id/vote/appreciation', () => {
  it('has no allocation: badges are unlimited', async () => {
    expect((await call(t.app, routes.getVoteAllocation, { params: { id: sessionId }, as: p.Cat! })).json()).toEqual({
      votingMode: 'appreciation_station',
      voteAllocation: null,
      perSubmissionCap: null,
    });
  });

  it('records several badges per submission, each badge once', async () => {
    const res = await vote.appreciation(t.app, p.Cat!, sessionId, {
      [subs.Ann!]: ['fire', 'feels', 'fire'],
      [subs.Bob!]: ['story'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalBadgesGiven: 3, submissionsBadged: 2 });
    // Read back in the session's display order, which depends on the random ids: compare as sets.
    expect(
      sortLines((await call(t.app, routes.listMyVotes, { params: { id: sessionId }, as: p.Cat! })).json()),
    ).toEqual(sortLines([badgeLine(subs.Ann, 'feels'), badgeLine(subs.Ann, 'fire'), badgeLine(subs.Bob, 'story')]));
  });

  it('accepts a ballot with no badges, which still counts as the member’s one vote', async () => {
    const res = await vote.appreciation(t.app, p.Cat!, sessionId, { [subs.Ann!]: [] });
    expect(res.json()).toEqual({ totalBadgesGiven: 0, submissionsBadged: 0 });
    expect(refusal(await vote.appreciation(t.app, p.Cat!, sessionId, { [subs.Ann!]: ['fire'] }))).toEqual({
      status: 409,
      message: 'You have already voted in this session',
    });
  });

  it('refuses a second ballot with 409', async () => {
    await vote.appreciation(t.app, p.Ann!, sessionId, { [subs.Bob!]: ['bop'] });
    expect(refusal(await vote.appreciation(t.app, p.Ann!, sessionId, { [subs.Bob!]: ['fire'] }))).toEqual({
      status: 409,
      message: 'You have already voted in this session',
    });
    expect((await call(t.app, routes.listMyVotes, { params: { id: sessionId }, as: p.Ann! })).json()).toEqual([
      badgeLine(subs.Bob, 'bop'),
    ]);
  });

  it('refuses badges on the voter’s own submission, unknown submissions and unknown badges', async () => {
    expect(refusal(await vote.appreciation(t.app, p.Ann!, sessionId, { [subs.Ann!]: ['fire'] }))).toEqual({
      status: 400,
      message: 'You cannot vote for your own submission',
    });
    expect(refusal(await vote.appreciation(t.app, p.Ann!, sessionId, { elsewhere: ['fire'] }))).toEqual({
      status: 400,
      message: 'That submission is not part of this session',
    });
    expect(refusal(await vote.appreciation(t.app, p.Ann!, sessionId, { [subs.Bob!]: ['fire', 'meh'] }))).toEqual({
      status: 400,
      message: "Unknown badge 'meh'",
    });
    // Refused ballots leave the one vote unspent.
    expect((await vote.appreciation(t.app, p.Ann!, sessionId, { [subs.Bob!]: ['fire'] })).statusCode).toBe(200);
  });

  it('refuses a malformed body', async () => {
    const res = await call(t.app, routes.voteAppreciation, {
      params: { id: sessionId },
      as: p.Cat!,
      payload: { badge_allocations: [{ submissionId: subs.Ann, badges: 'fire' }] },
    });
    expect(refusal(res)).toEqual({ status: 400, message: 'badges must be a list' });
  });

  it('answers 409 outside voting, 404 to a stranger, 400 in another mode’s endpoint', async () => {
    const stranger = (await createRoomWithPlayers(t.app, 'appreciation_station', ['Zed'])).players.Zed!;
    expect(refusal(await vote.appreciation(t.app, stranger, sessionId, { [subs.Ann!]: ['fire'] }))).toEqual({
      status: 404,
      message: 'Session not found',
    });
    expect(refusal(await vote.classic(t.app, p.Cat!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }))).toEqual({
      status: 400,
      message: 'This room uses Appreciation Station voting',
    });
    await setStatus(t.db, sessionId, 'submissions');
    expect(refusal(await vote.appreciation(t.app, p.Cat!, sessionId, { [subs.Ann!]: ['fire'] }))).toEqual({
      status: 409,
      message: 'Voting is not open for this session',
    });
  });
});

describe('GET /api/sessions/:id/votes and /vote-allocation', () => {
  it('answers [] before voting and 404 to strangers, in any phase', async () => {
    expect((await call(t.app, routes.listMyVotes, { params: { id: sessionId }, as: p.Cat! })).json()).toEqual([]);
    const stranger = (await createRoomWithPlayers(t.app, 'classic', ['Zed'])).players.Zed!;
    for (const route of [routes.listMyVotes, routes.getVoteAllocation]) {
      expect(refusal(await callSweep(t.app, { route, params: { id: sessionId } }, stranger))).toEqual({
        status: 404,
        message: 'Session not found',
      });
      expect(refusal(await callSweep(t.app, { route, params: { id: 'not-a-uuid' } }, p.Cat!))).toEqual({
        status: 404,
        message: 'Session not found',
      });
      expect((await callSweep(t.app, { route, params: { id: sessionId } })).statusCode).toBe(401);
    }
    await setStatus(t.db, sessionId, 'results');
    expect((await call(t.app, routes.getVoteAllocation, { params: { id: sessionId }, as: p.Cat! })).statusCode).toBe(
      200,
    );
  });

  it('shows only the caller’s own ballot', async () => {
    await vote.appreciation(t.app, p.Ann!, sessionId, { [subs.Bob!]: ['fire'] });
    await vote.appreciation(t.app, p.Cat!, sessionId, { [subs.Ann!]: ['bop'] });
    expect((await call(t.app, routes.listMyVotes, { params: { id: sessionId }, as: p.Cat! })).json()).toEqual([
      badgeLine(subs.Ann, 'bop'),
    ]);
    expect((await call(t.app, routes.listMyVotes, { params: { id: sessionId }, as: p.Bob! })).json()).toEqual([]);
  });
});
