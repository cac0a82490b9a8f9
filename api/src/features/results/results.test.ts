import { routes, type VotingMode } from '@clipclub/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { pickRoundMvp } from '../scoring/round-mvp.ts';
import { endVoting, refusal, sessionWithSubmissions, setStatus, vote } from '../votes/test-fixtures.ts';

const t = useTestApp();

// Four members, three submissions (Ann's first, Cat's last); Dan votes without submitting.
async function votingSession(mode: VotingMode) {
  const { roomId, players: p } = await createRoomWithPlayers(t.app, mode, ['Ann', 'Bob', 'Cat', 'Dan']);
  const { sessionId, submissions: subs } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
  return { roomId, p, sessionId, subs };
}

// Untyped answer, as before: the tests read one mode's rows at a time from a union of modes.
const results = (who: Player, sessionId: string): Promise<LightMyRequestResponse> =>
  call(t.app, routes.getResults, { params: { id: sessionId }, as: who });
const by = (voter: Player, type: string, points: number, rank: number | null = null) => ({
  voterId: voter.userId,
  voterName: voter.name,
  voterImage: null,
  type,
  points,
  rank,
  comment: null,
});
const noAwards = { roundMvp: null, categoryChampions: {} };

describe('GET /api/sessions/:id/results', () => {
  it('answers 409 before results, 404 to strangers and unknown ids, 401 signed out', async () => {
    const { p, sessionId } = await votingSession('classic');
    for (const status of ['upcoming', 'submissions', 'voting'] as const) {
      await setStatus(t.db, sessionId, status);
      expect(refusal(await results(p.Ann!, sessionId))).toEqual({
        status: 409,
        message: 'Results are available once voting has ended',
      });
    }
    const stranger = (await createRoomWithPlayers(t.app, 'classic', ['Zed'])).players.Zed!;
    await endVoting(t.db, sessionId, 4);
    expect(refusal(await results(stranger, sessionId))).toEqual({ status: 404, message: 'Session not found' });
    expect(refusal(await results(p.Ann!, 'nope'))).toEqual({ status: 404, message: 'Session not found' });
    expect((await call(t.app, routes.getResults, { params: { id: sessionId } })).statusCode).toBe(401);
  });

  it('classic: sums points, ties share a rank listed by earlier submission, with every voter’s points', async () => {
    const { p, sessionId, subs } = await votingSession('classic');
    await vote.classic(t.app, p.Ann!, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 });
    await vote.classic(t.app, p.Bob!, sessionId, { [subs.Ann!]: 5, [subs.Cat!]: 5 });
    await vote.classic(t.app, p.Cat!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 });
    await vote.classic(t.app, p.Dan!, sessionId, { [subs.Ann!]: 2, [subs.Bob!]: 4, [subs.Cat!]: 4 });
    await endVoting(t.db, sessionId, 4);

    const res = await results(p.Dan!, sessionId);
    expect(res.statusCode).toBe(200);
    const entry = (name: 'Ann' | 'Bob' | 'Cat', rank: number, points: number, breakdown: unknown[]) => ({
      rank,
      submissionId: subs[name],
      videoTitle: `${name}'s video`,
      thumbnail: expect.stringMatching(/^https:\/\/i\.ytimg\.com\/vi\/.{11}\/hqdefault\.jpg$/),
      // The canonical link, so a shared summary opens the video for anyone.
      videoUrl: expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=.{11}$/),
      userId: p[name]!.userId,
      userName: name,
      userImage: null,
      points,
      upvotes: breakdown.length,
      downvotes: 0,
      voteBreakdown: breakdown,
      commentary: null,
    });
    expect(res.json()).toEqual({
      sessionId,
      revealSeen: false,
      votingMode: 'classic',
      results: [
        entry('Bob', 1, 14, [by(p.Ann!, 'points', 5), by(p.Cat!, 'points', 5), by(p.Dan!, 'points', 4)]),
        entry('Cat', 1, 14, [by(p.Ann!, 'points', 5), by(p.Bob!, 'points', 5), by(p.Dan!, 'points', 4)]),
        entry('Ann', 3, 12, [by(p.Bob!, 'points', 5), by(p.Cat!, 'points', 5), by(p.Dan!, 'points', 2)]),
      ],
      awards: noAwards,
      stats: { totalSubmissions: 3, totalPointsCast: 40, submissionRate: 0.75 },
    });
    // Every view answers the same.
    expect((await results(p.Ann!, sessionId)).json()).toEqual(res.json());
  });

  it('ranked choice: rank r of K earns K − r + 1, with each voter’s own K', async () => {
    const { p, sessionId, subs } = await votingSession('ranked_choice');
    await vote.ranked(t.app, p.Ann!, sessionId, [subs.Bob!]); // 2 others: K = 1
    await vote.ranked(t.app, p.Bob!, sessionId, [subs.Cat!]);
    await vote.ranked(t.app, p.Cat!, sessionId, [subs.Bob!]);
    await vote.ranked(t.app, p.Dan!, sessionId, [subs.Cat!, subs.Ann!]); // 3 others: K = 2
    await endVoting(t.db, sessionId, 4);

    const body = (await results(p.Ann!, sessionId)).json();
    expect(body.votingMode).toBe('ranked_choice');
    expect(
      body.results.map((r: { userName: string; rank: number; points: number }) => [r.userName, r.rank, r.points]),
    ).toEqual([
      ['Cat', 1, 3],
      ['Bob', 2, 2],
      ['Ann', 3, 1],
    ]);
    expect(body.results[0].voteBreakdown).toEqual([by(p.Dan!, 'rank', 2, 1), by(p.Bob!, 'rank', 1, 1)]);
    expect(body.results[2].voteBreakdown).toEqual([by(p.Dan!, 'rank', 1, 2)]);
    expect(body.results.map((r: { upvotes: number }) => r.upvotes)).toEqual([2, 2, 1]);
    expect(body.stats).toEqual({ totalSubmissions: 3, totalPointsCast: 6, submissionRate: 0.75 });
    expect(body.awards).toEqual(noAwards);
  });

  it('grudge match: net points are points minus 3 per downvote, counted once per ballot', async () => {
    const { p, sessionId, subs } = await votingSession('grudge_match');
    await vote.grudge(t.app, p.Ann!, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 }, subs.Bob);
    await vote.grudge(t.app, p.Bob!, sessionId, { [subs.Ann!]: 5, [subs.Cat!]: 5 });
    await vote.grudge(t.app, p.Cat!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 });
    await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }, subs.Cat);
    // Dan re-votes: the points are replaced, the downvote stays (and still counts once).
    await vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 4, [subs.Bob!]: 3, [subs.Cat!]: 3 }, subs.Cat);
    await endVoting(t.db, sessionId, 3);

    const body = (await results(p.Cat!, sessionId)).json();
    expect(body.votingMode).toBe('grudge_match');
    expect(
      body.results.map((r: { userName: string; rank: number; points: number; upvotes: number; downvotes: number }) => [
        r.userName,
        r.rank,
        r.points,
        r.upvotes,
        r.downvotes,
      ]),
    ).toEqual([
      ['Ann', 1, 14, 3, 0],
      ['Bob', 2, 10, 3, 1],
      ['Cat', 2, 10, 3, 1],
    ]);
    expect(body.results[1].voteBreakdown).toEqual([
      by(p.Ann!, 'points', 5),
      by(p.Cat!, 'points', 5),
      by(p.Dan!, 'points', 3),
      by(p.Ann!, 'downvote', -3),
    ]);
    expect(body.stats).toEqual({ totalSubmissions: 3, totalPointsCast: 40, submissionRate: 1 });
  });

  it('appreciation: badge counts in submission order, champions, and a Round MVP that never changes', async () => {
    const { p, sessionId, subs } = await votingSession('appreciation_station');
    await vote.appreciation(t.app, p.Ann!, sessionId, { [subs.Bob!]: ['fire', 'feels'] });
    await vote.appreciation(t.app, p.Bob!, sessionId, { [subs.Ann!]: ['fire'] });
    await vote.appreciation(t.app, p.Cat!, sessionId, { [subs.Bob!]: ['fire', 'story'] });
    await vote.appreciation(t.app, p.Dan!, sessionId, { [subs.Ann!]: ['fire', 'bop'] });
    await endVoting(t.db, sessionId, 4);

    const res = await results(p.Ann!, sessionId);
    const body = res.json();
    const counts = (given: Record<string, number>) => ({
      new_to_me: 0,
      fire: 0,
      feels: 0,
      bop: 0,
      deep_cut: 0,
      world_view: 0,
      respect: 0,
      story: 0,
      ...given,
    });
    expect(body.votingMode).toBe('appreciation_station');
    expect(
      body.results.map((r: { userName: string; badgeCounts: object; totalBadges: number }) => [
        r.userName,
        r.badgeCounts,
        r.totalBadges,
      ]),
    ).toEqual([
      ['Ann', counts({ fire: 2, bop: 1 }), 3],
      ['Bob', counts({ fire: 2, feels: 1, story: 1 }), 4],
      ['Cat', counts({}), 0],
    ]);
    const champion = (name: 'Ann' | 'Bob', badgeCount: number) => ({
      userId: p[name]!.userId,
      userName: name,
      badgeCount,
      submissionId: subs[name],
    });
    // fire is a 2–2 tie between Ann and Bob: the earlier submission (Ann's) takes it.
    expect(body.awards.categoryChampions).toEqual({
      fire_champion: champion('Ann', 2),
      bop_champion: champion('Ann', 1),
      feels_champion: champion('Bob', 1),
      story_champion: champion('Bob', 1),
    });
    // Cat received no badge, so the draw is between Ann and Bob, seeded by the session id.
    const expectedMvp = pickRoundMvp(sessionId, [
      { userId: p.Ann!.userId, userName: 'Ann' },
      { userId: p.Bob!.userId, userName: 'Bob' },
    ]);
    expect(body.awards.roundMvp).toEqual(expectedMvp);
    expect(['Ann', 'Bob']).toContain(body.awards.roundMvp.userName);
    for (const viewer of [p.Bob!, p.Cat!, p.Dan!]) expect((await results(viewer, sessionId)).json()).toEqual(body);
    expect(body.stats).toEqual({ totalSubmissions: 3, totalPointsCast: 7, submissionRate: 0.75 });
  });

  it('answers an empty session in results with empty lists', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob']);
    const { sessionId } = await sessionWithSubmissions(t.db, roomId, [], 'results');
    expect((await results(p.Ann!, sessionId)).json()).toEqual({
      sessionId,
      revealSeen: false,
      votingMode: 'classic',
      results: [],
      awards: noAwards,
      stats: { totalSubmissions: 0, totalPointsCast: 0, submissionRate: 0 },
    });
  });
});
