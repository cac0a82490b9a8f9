import { routes } from '@clipclub/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers } from '../../test/factories.ts';
import { advance } from '../sessions/test-support.ts';
import { useYouTubeStub } from '../submissions/test-youtube-stub.ts';
import { sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const youtube = useYouTubeStub();
const t = useTestApp({ env: youtube.env });

type P = { cookie: string; userId: string; name: string };

describe('high stakes', () => {
  it("a submitter who did not vote scores 0 in results, leaderboard and standings, marked 'Did not vote'", async () => {
    const { roomId, players } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Ben', 'Cat']);
    const { Ann, Ben, Cat } = players as Record<'Ann' | 'Ben' | 'Cat', P>;
    expect(
      (await call(t.app, routes.updateRoomSettings, { params: { id: roomId }, as: Ann!, body: { highStakes: true } }))
        .statusCode,
    ).toBe(200);
    const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [Ann!, Ben!, Cat!]);
    // Ben's video gets the most (9 + 6 = 15) but Ben casts no ballot.
    await vote.classic(t.app, Ann!, sessionId, { [submissions.Ben!]: 9, [submissions.Cat!]: 1 });
    await vote.classic(t.app, Cat!, sessionId, { [submissions.Ben!]: 6, [submissions.Ann!]: 4 });
    expect((await advance(t.app, Ann!.cookie, sessionId, 'endVoting')).statusCode).toBe(200);

    // Read untyped, as before: results and the watch queue are unions over voting modes.
    const resultsRes: LightMyRequestResponse = await call(t.app, routes.getResults, {
      params: { id: sessionId },
      as: Ben!,
    });
    const results = resultsRes.json();
    expect(
      results.results.map((r: { userName: string; rank: number; points: number; didNotVote?: boolean }) => [
        r.userName,
        r.rank,
        r.points,
        r.didNotVote ?? false,
      ]),
    ).toEqual([
      ['Ann', 1, 4, false],
      ['Cat', 2, 1, false],
      ['Ben', 3, 0, true],
    ]);
    const ben = results.results.find((r: { userName: string }) => r.userName === 'Ben');
    expect(ben.voteBreakdown.map((b: { voterName: string; points: number }) => [b.voterName, b.points])).toEqual([
      ['Ann', 9],
      ['Cat', 6],
    ]);

    // The watch party's reveal cards (the same card as the results' reveal) say so too.
    const watch: LightMyRequestResponse = await call(t.app, routes.getWatch, { params: { id: sessionId }, as: Cat! });
    const queue = watch.json().queue;
    expect(
      queue.map((i: { submitter: { name: string }; points: number; didNotVote?: boolean }) => [
        i.submitter.name,
        i.points,
        i.didNotVote ?? false,
      ]),
    ).toEqual([
      ['Ben', 0, true],
      ['Cat', 1, false],
      ['Ann', 4, false],
    ]);

    const board = (await call(t.app, routes.getLeaderboard, { params: { id: roomId }, as: Cat! })).json();
    const total = (name: string) => board.find((m: { userName: string }) => m.userName === name)?.totalPoints;
    expect([total('Ann'), total('Cat'), total('Ben')]).toEqual([4, 1, 0]);

    const [season] = (await call(t.app, routes.listSeasons, { params: { id: roomId }, as: Ann! })).json();
    const standings = (await call(t.app, routes.getStandings, { params: { id: season!.id }, as: Ann! })).json();
    expect(
      standings.map((s: { userName: string; leaguePoints: number; points: number }) => [
        s.userName,
        s.leaguePoints,
        s.points,
      ]),
    ).toEqual([
      ['Ann', 3, 4],
      ['Cat', 2, 1],
      ['Ben', 1, 0],
    ]);
  });
});
