import { routes } from '@clipclub/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { get, refusal, sessionWithSubmissions, setStatus, sortLines, vote } from './test-fixtures.ts';

const t = useTestApp();

let roomId: string;
let p: Record<string, Player>;
let sessionId: string;
let subs: Record<string, string>;

// Five submitters and Fay, who did not submit: a submitter has 4 others (K = 2), Fay 5 (K = 3).
beforeEach(async () => {
  ({ roomId, players: p } = await createRoomWithPlayers(t.app, 'ranked_choice', [
    'Ann',
    'Bob',
    'Cat',
    'Dan',
    'Eve',
    'Fay',
  ]));
  const submitters = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].map((n) => p[n]!);
  ({ sessionId, submissions: subs } = await sessionWithSubmissions(t.db, roomId, submitters));
});

type VoteLine = { submissionId: string; rankPosition: number };
const records = async (who: Player) =>
  sortLines<VoteLine>((await get(t.app, who, `/api/sessions/${sessionId}/votes`)).json());

describe('POST /api/sessions/:id/vote/ranked', () => {
  it('answers each voter’s K as the allocation', async () => {
    expect((await get(t.app, p.Ann!, `/api/sessions/${sessionId}/vote-allocation`)).json()).toEqual({
      votingMode: 'ranked_choice',
      voteAllocation: 2,
      perSubmissionCap: null,
    });
    expect((await get(t.app, p.Fay!, `/api/sessions/${sessionId}/vote-allocation`)).json()).toEqual({
      votingMode: 'ranked_choice',
      voteAllocation: 3,
      perSubmissionCap: null,
    });
  });

  it('records exactly K ranks and stores each rank’s points', async () => {
    const res = await vote.ranked(t.app, p.Ann!, sessionId, [subs.Cat!, subs.Bob!]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ submissionsRanked: 2 });
    expect(await records(p.Ann!)).toEqual(
      sortLines([
        {
          submissionId: subs.Bob,
          voteType: 'rank',
          rankPosition: 2,
          isDownvote: 0,
          pointsAllocated: 1,
          badge: null,
          comment: null,
        },
        {
          submissionId: subs.Cat,
          voteType: 'rank',
          rankPosition: 1,
          isDownvote: 0,
          pointsAllocated: 2,
          badge: null,
          comment: null,
        },
      ]),
    );
  });

  it('replaces the earlier ranking on a re-vote', async () => {
    await vote.ranked(t.app, p.Fay!, sessionId, [subs.Ann!, subs.Bob!, subs.Cat!]);
    const again = await vote.ranked(t.app, p.Fay!, sessionId, [subs.Eve!, subs.Dan!, subs.Ann!]);
    expect(again.statusCode).toBe(200);
    expect(
      (await records(p.Fay!)).map((r: { submissionId: string; rankPosition: number }) => [
        r.submissionId,
        r.rankPosition,
      ]),
    ).toEqual(
      sortLines([
        [subs.Ann, 3],
        [subs.Dan, 2],
        [subs.Eve, 1],
      ]),
    );
  });

  it('keeps the earlier ranking when a re-vote is refused', async () => {
    await vote.ranked(t.app, p.Ann!, sessionId, [subs.Bob!, subs.Cat!]);
    expect((await vote.ranked(t.app, p.Ann!, sessionId, [subs.Dan!])).statusCode).toBe(400);
    expect((await records(p.Ann!)).map((r: { submissionId: string }) => r.submissionId)).toEqual(
      sortLines([subs.Bob, subs.Cat]),
    );
  });

  it('refuses anything but exactly K distinct submissions', async () => {
    const wrongCount = { status: 400, message: 'You must rank exactly 2 submissions' };
    expect(refusal(await vote.ranked(t.app, p.Ann!, sessionId, [subs.Bob!]))).toEqual(wrongCount);
    expect(refusal(await vote.ranked(t.app, p.Ann!, sessionId, [subs.Bob!, subs.Cat!, subs.Dan!]))).toEqual(wrongCount);
    expect(refusal(await vote.ranked(t.app, p.Ann!, sessionId, []))).toEqual(wrongCount);
    expect(refusal(await vote.ranked(t.app, p.Ann!, sessionId, [subs.Bob!, subs.Bob!]))).toEqual({
      status: 400,
      message: 'You can rank each submission only once',
    });
  });

  it('refuses ranks that are not 1..K, each once', async () => {
    const rank = (ranks: Array<[string, number]>) =>
      call(t.app, routes.voteRanked, {
        params: { id: sessionId },
        as: p.Ann!,
        body: { ranked_submissions: ranks.map(([submission_id, r]) => ({ submission_id, rank: r })) },
      });
    const outOfRange = { status: 400, message: 'Ranks must be whole numbers from 1 to 2' };
    expect(
      refusal(
        await rank([
          [subs.Bob!, 1],
          [subs.Cat!, 3],
        ]),
      ),
    ).toEqual(outOfRange);
    expect(
      refusal(
        await rank([
          [subs.Bob!, 0],
          [subs.Cat!, 1],
        ]),
      ),
    ).toEqual(outOfRange);
    expect(
      refusal(
        await rank([
          [subs.Bob!, 1.5],
          [subs.Cat!, 1],
        ]),
      ),
    ).toEqual(outOfRange);
    expect(
      refusal(
        await rank([
          [subs.Bob!, 1],
          [subs.Cat!, 1],
        ]),
      ),
    ).toEqual({
      status: 400,
      message: 'Each rank can be used only once',
    });
  });

  it('refuses the voter’s own submission and unknown submissions', async () => {
    expect(refusal(await vote.ranked(t.app, p.Ann!, sessionId, [subs.Ann!, subs.Bob!]))).toEqual({
      status: 400,
      message: 'You cannot vote for your own submission',
    });
    expect(refusal(await vote.ranked(t.app, p.Ann!, sessionId, ['x', subs.Bob!]))).toEqual({
      status: 400,
      message: 'That submission is not part of this session',
    });
  });

  it('refuses a malformed body', async () => {
    const res = await call(t.app, routes.voteRanked, {
      params: { id: sessionId },
      as: p.Ann!,
      payload: { rankings: [] },
    });
    expect(refusal(res)).toEqual({ status: 400, message: 'ranked_submissions must be a list' });
  });

  it('answers 409 outside voting, 404 to a stranger, 400 in another mode’s endpoint', async () => {
    const stranger = (await createRoomWithPlayers(t.app, 'ranked_choice', ['Zed'])).players.Zed!;
    expect(refusal(await vote.ranked(t.app, stranger, sessionId, [subs.Bob!, subs.Cat!]))).toEqual({
      status: 404,
      message: 'Session not found',
    });
    const modeMessage = { status: 400, message: 'This room uses Ranked Choice voting' };
    expect(refusal(await vote.classic(t.app, p.Ann!, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 }))).toEqual(
      modeMessage,
    );
    expect(refusal(await vote.grudge(t.app, p.Ann!, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 }))).toEqual(
      modeMessage,
    );
    expect(refusal(await vote.appreciation(t.app, p.Ann!, sessionId, { [subs.Bob!]: ['fire'] }))).toEqual(modeMessage);
    await setStatus(t.db, sessionId, 'results');
    expect(refusal(await vote.ranked(t.app, p.Ann!, sessionId, [subs.Bob!, subs.Cat!]))).toEqual({
      status: 409,
      message: 'Voting is not open for this session',
    });
  });
});
