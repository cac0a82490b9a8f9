import { type RouteInput, routes, type VotingMode } from '@clipclub/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { endVoting, refusal, sessionWithSubmissions } from './test-fixtures.ts';

// Comments on votes (docs/rules.md §5): stored with the ballot, editable where the mode
// allows a re-vote, read only by their author until results, then shown with the voter's name.

const t = useTestApp();

// Ann (the room's admin), Bob and Cat submit; Dan only votes.
async function votingSession(mode: VotingMode) {
  const { roomId, players: p } = await createRoomWithPlayers(t.app, mode, ['Ann', 'Bob', 'Cat', 'Dan']);
  const { sessionId, submissions: subs } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
  return { roomId, p, sessionId, subs: subs as Record<'Ann' | 'Bob' | 'Cat', string> };
}

const voteClassic = (who: Player, sessionId: string, body: RouteInput<typeof routes.voteClassic, 'body'>) =>
  call(t.app, routes.voteClassic, { params: { sessionId }, as: who, body });
const myComments = async (who: Player, sessionId: string) =>
  (
    (await call(t.app, routes.listMyVotes, { params: { id: sessionId }, as: who })).json() as {
      submissionId: string;
      comment: string;
    }[]
  )
    .filter((r) => r.comment !== null)
    .map((r) => [r.submissionId, r.comment]);
// Untyped, as before: each test reads its own mode's rows from the union of modes.
const results = async (who: Player, sessionId: string) => {
  const res: LightMyRequestResponse = await call(t.app, routes.getResults, { params: { id: sessionId }, as: who });
  return res.json();
};

/** Every answer a member can read about the room and the session, as one text. */
async function everythingReadable(who: Player, roomId: string, sessionId: string): Promise<string> {
  const id = sessionId;
  const room = { params: { id: roomId }, as: who };
  const answers = await Promise.all([
    call(t.app, routes.getSession, { params: { id }, as: who }),
    call(t.app, routes.listSubmissions, { params: { id }, as: who }),
    call(t.app, routes.listMyVotes, { params: { id }, as: who }),
    call(t.app, routes.getResults, { params: { id }, as: who }),
    call(t.app, routes.getWatch, { params: { id }, as: who }),
    call(t.app, routes.getRoom, room),
    call(t.app, routes.listSessions, room),
    call(t.app, routes.listMembers, room),
    call(t.app, routes.getLeaderboard, room),
    call(t.app, routes.getRoomStates, { as: who }),
    call(t.app, routes.listNotifications, { as: who }),
  ]);
  const bodies = answers.map((res) => res.body);
  return bodies.join('\n');
}

describe('comments on votes', () => {
  it('classic: stored with the ballot, read back by its author only, hidden from the admin until results', async () => {
    const { roomId, p, sessionId, subs } = await votingSession('classic');
    const res = await voteClassic(p.Dan!, sessionId, {
      votes: [
        { submissionId: subs.Ann, points: 4, comment: '  Dan loved the drums  ' },
        { submissionId: subs.Bob, points: 5, comment: '' },
        { submissionId: subs.Cat, points: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    // Trimmed, and a blank comment is none.
    expect(await myComments(p.Dan!, sessionId)).toEqual([[subs.Ann, 'Dan loved the drums']]);

    for (const other of [p.Ann!, p.Bob!]) {
      expect(await everythingReadable(other, roomId, sessionId)).not.toContain('loved the drums');
    }
    expect(refusal(await call(t.app, routes.getResults, { params: { id: sessionId }, as: p.Ann! })).status).toBe(409);

    await endVoting(t.db, sessionId, 4);
    const body = await results(p.Bob!, sessionId);
    const ann = body.results.find((r: { submissionId: string }) => r.submissionId === subs.Ann);
    expect(ann.voteBreakdown).toEqual([
      {
        voterId: p.Dan!.userId,
        voterName: 'Dan',
        voterImage: null,
        type: 'points',
        points: 4,
        rank: null,
        comment: 'Dan loved the drums',
      },
    ]);
    const bob = body.results.find((r: { submissionId: string }) => r.submissionId === subs.Bob);
    expect(bob.voteBreakdown[0].comment).toBeNull();
  });

  it('shows the submitter’s own commentary beside the votes in results', async () => {
    const { p, sessionId, subs } = await votingSession('classic');
    await t.db.updateTable('submissions').set({ commentary: 'My summer song' }).where('id', '=', subs.Cat).execute();
    await endVoting(t.db, sessionId, 4);
    const body = await results(p.Ann!, sessionId);
    const commentary = Object.fromEntries(
      body.results.map((r: { userName: string; commentary: string | null }) => [r.userName, r.commentary]),
    );
    expect(commentary).toEqual({ Ann: null, Bob: null, Cat: 'My summer song' });
  });

  it('refuses a 281-character comment and a comment on a video given no points; drops control characters', async () => {
    const { p, sessionId, subs } = await votingSession('classic');
    const ballot = (comment: string, points = 5) => ({
      votes: [
        { submissionId: subs.Ann, points, comment },
        { submissionId: subs.Bob, points: 5 },
        { submissionId: subs.Cat, points: 5 - points },
      ],
    });
    expect(refusal(await voteClassic(p.Dan!, sessionId, ballot('x'.repeat(281))))).toEqual({
      status: 400,
      message: 'Comments must be at most 280 characters',
    });
    expect(refusal(await voteClassic(p.Dan!, sessionId, ballot('nothing for you', 0)))).toEqual({
      status: 400,
      message: 'Give a video points to leave a comment on it',
    });
    // Refused ballots changed nothing: Dan may still vote, and 280 characters (with a newline) fit
    // once the bell, the bidi override and the CR of a CR LF are gone (docs/rules.md §9).
    const longest = `${'y'.repeat(139)}\n${'z'.repeat(140)}`;
    const sent = `\u0007${'y'.repeat(139)}\r\n\u202e${'z'.repeat(140)}`;
    expect((await voteClassic(p.Dan!, sessionId, ballot(sent))).statusCode).toBe(200);
    expect(await myComments(p.Dan!, sessionId)).toEqual([[subs.Ann, longest]]);
  });

  it('ranked choice: a re-vote edits the comments, and one left out is gone', async () => {
    const { p, sessionId, subs } = await votingSession('ranked_choice');
    const vote = (who: Player, body: RouteInput<typeof routes.voteRanked, 'body'>) =>
      call(t.app, routes.voteRanked, { params: { id: sessionId }, as: who, body });
    const rank = (first: string, second: string, comments: [string?, string?]) => ({
      ranked_submissions: [
        { submission_id: first, rank: 1, comment: comments[0] },
        { submission_id: second, rank: 2, comment: comments[1] },
      ],
    });
    expect((await vote(p.Dan!, rank(subs.Ann, subs.Bob, ['first take', 'meh']))).statusCode).toBe(200);
    expect((await vote(p.Dan!, rank(subs.Bob, subs.Ann, ['grew on me']))).statusCode).toBe(200);
    expect(await myComments(p.Dan!, sessionId)).toEqual([[subs.Bob, 'grew on me']]);

    await endVoting(t.db, sessionId, 4);
    const body = await results(p.Cat!, sessionId);
    const bob = body.results.find((r: { submissionId: string }) => r.submissionId === subs.Bob);
    expect(bob.voteBreakdown).toContainEqual(
      expect.objectContaining({ voterName: 'Dan', rank: 1, comment: 'grew on me' }),
    );
    expect(JSON.stringify(body)).not.toContain('first take');
  });

  it('grudge match: the downvote’s comment is its own, kept by a re-vote that leaves the downvote out', async () => {
    const { p, sessionId, subs } = await votingSession('grudge_match');
    const vote = (who: Player, body: RouteInput<typeof routes.voteGrudge, 'body'>) =>
      call(t.app, routes.voteGrudge, { params: { id: sessionId }, as: who, body });
    const points = (comment?: string) => [
      { submissionId: subs.Ann, points: 5, comment },
      { submissionId: subs.Bob, points: 5 },
    ];
    const first = await vote(p.Dan!, {
      point_allocations: points('solid'),
      downvote: { submissionId: subs.Cat, useToken: true, comment: 'too long, sorry Cat' },
    });
    expect(first.statusCode).toBe(200);
    // The vote screen leaves the final downvote out of a re-vote: its comment stays.
    expect((await vote(p.Dan!, { point_allocations: points('even better') })).statusCode).toBe(200);
    expect(await myComments(p.Dan!, sessionId)).toEqual(
      expect.arrayContaining([
        [subs.Ann, 'even better'],
        [subs.Cat, 'too long, sorry Cat'],
      ]),
    );
    // Naming the downvote again edits its comment without spending a token.
    const again = await vote(p.Dan!, {
      point_allocations: points('even better'),
      downvote: { submissionId: subs.Cat, useToken: true, comment: 'still too long' },
    });
    expect(again.json()).toEqual({ downvoteUsed: true, tokensRemaining: 0 });
    expect(await myComments(p.Dan!, sessionId)).toHaveLength(2);
    expect(await myComments(p.Dan!, sessionId)).toContainEqual([subs.Cat, 'still too long']);

    await endVoting(t.db, sessionId, 4);
    const body = await results(p.Bob!, sessionId);
    const cat = body.results.find((r: { submissionId: string }) => r.submissionId === subs.Cat);
    expect(cat.voteBreakdown).toEqual([
      expect.objectContaining({ voterName: 'Dan', type: 'downvote', points: -3, comment: 'still too long' }),
    ]);
  });

  it('appreciation: results say who gave which badges, with their comments', async () => {
    const { p, sessionId, subs } = await votingSession('appreciation_station');
    const vote = (who: Player, body: RouteInput<typeof routes.voteAppreciation, 'body'>) =>
      call(t.app, routes.voteAppreciation, { params: { id: sessionId }, as: who, body });
    const dan = await vote(p.Dan!, {
      badge_allocations: [{ submissionId: subs.Ann, badges: ['story', 'fire'], comment: 'Tell us more!' }],
    });
    expect(dan.statusCode).toBe(200);
    expect((await vote(p.Bob!, { badge_allocations: [{ submissionId: subs.Ann, badges: ['bop'] }] })).statusCode).toBe(
      200,
    );
    expect(
      refusal(await vote(p.Cat!, { badge_allocations: [{ submissionId: subs.Ann, badges: [], comment: 'hi' }] })),
    ).toEqual({ status: 400, message: 'Give a video a badge to leave a comment on it' });
    // The read-back repeats the comment on each of the video's badge lines.
    expect(await myComments(p.Dan!, sessionId)).toEqual([
      [subs.Ann, 'Tell us more!'],
      [subs.Ann, 'Tell us more!'],
    ]);

    await endVoting(t.db, sessionId, 4);
    const body = await results(p.Ann!, sessionId);
    const ann = body.results.find((r: { submissionId: string }) => r.submissionId === subs.Ann);
    expect(ann.badgeGivers).toEqual([
      { voterId: p.Bob!.userId, voterName: 'Bob', voterImage: null, badges: ['bop'], comment: null },
      {
        voterId: p.Dan!.userId,
        voterName: 'Dan',
        voterImage: null,
        badges: ['fire', 'story'],
        comment: 'Tell us more!',
      },
    ]);
    const bob = body.results.find((r: { submissionId: string }) => r.submissionId === subs.Bob);
    expect(bob.badgeGivers).toEqual([]);
  });
});
