import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { endVoting, sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const t = useTestApp();

type Standing = { userName: string; totalPoints: number };
const leaderboard = async (who: Player, roomId: string) =>
  (await call(t.app, routes.getLeaderboard, { params: { id: roomId }, as: who }))
    .json()
    .map((e): [string, number] => [e.userName, e.totalPoints]);
const memberPoints = async (who: Player, roomId: string) =>
  (await call(t.app, routes.listMembers, { params: { id: roomId }, as: who }))
    .json()
    .map((m): [string, number] => [m.userName, m.totalPoints]);

describe('leaderboard and member totals', () => {
  it('sum points over sessions in results only, list everyone, and drop a deleted session’s points', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat', 'Dan']);
    expect(await leaderboard(p.Ann!, roomId)).toEqual([
      ['Ann', 0],
      ['Bob', 0],
      ['Cat', 0],
      ['Dan', 0],
    ]);

    const first = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
    await vote.classic(t.app, p.Ann!, first.sessionId, { [first.submissions.Bob!]: 5, [first.submissions.Cat!]: 5 });
    await vote.classic(t.app, p.Dan!, first.sessionId, { [first.submissions.Bob!]: 5, [first.submissions.Ann!]: 5 });
    // Still voting: nothing counts yet.
    expect((await leaderboard(p.Ann!, roomId)).every(([, points]: [string, number]) => points === 0)).toBe(true);
    await endVoting(t.db, first.sessionId, 4);

    const second = await sessionWithSubmissions(t.db, roomId, [p.Cat!, p.Dan!]);
    await vote.classic(t.app, p.Ann!, second.sessionId, { [second.submissions.Cat!]: 5, [second.submissions.Dan!]: 5 });
    await endVoting(t.db, second.sessionId, 4);

    const third = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Dan!]);
    await vote.classic(t.app, p.Bob!, third.sessionId, { [third.submissions.Ann!]: 5, [third.submissions.Dan!]: 5 });

    expect(await leaderboard(p.Bob!, roomId)).toEqual([
      ['Bob', 10],
      ['Cat', 10],
      ['Ann', 5],
      ['Dan', 5],
    ]);
    expect(await memberPoints(p.Bob!, roomId)).toEqual([
      ['Ann', 5],
      ['Bob', 10],
      ['Cat', 10],
      ['Dan', 5],
    ]);

    await t.db.deleteFrom('sessions').where('id', '=', first.sessionId).execute();
    expect(await leaderboard(p.Bob!, roomId)).toEqual([
      ['Cat', 5],
      ['Dan', 5],
      ['Ann', 0],
      ['Bob', 0],
    ]);
  });

  it('counts ranked choice rank points', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'ranked_choice', ['Ann', 'Bob', 'Cat']);
    const s = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
    await vote.ranked(t.app, p.Ann!, s.sessionId, [s.submissions.Cat!]);
    await vote.ranked(t.app, p.Bob!, s.sessionId, [s.submissions.Cat!]);
    await vote.ranked(t.app, p.Cat!, s.sessionId, [s.submissions.Ann!]);
    await endVoting(t.db, s.sessionId, 3);
    expect(await leaderboard(p.Ann!, roomId)).toEqual([
      ['Cat', 2],
      ['Ann', 1],
      ['Bob', 0],
    ]);
  });

  it('counts grudge match net points, which can be negative', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'grudge_match', ['Ann', 'Bob', 'Cat']);
    const s = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!]);
    await vote.grudge(
      t.app,
      p.Cat!,
      s.sessionId,
      { [s.submissions.Ann!]: 5, [s.submissions.Bob!]: 5 },
      s.submissions.Bob,
    );
    await vote.grudge(t.app, p.Ann!, s.sessionId, { [s.submissions.Bob!]: 5 }, s.submissions.Bob);
    await vote.grudge(t.app, p.Bob!, s.sessionId, { [s.submissions.Ann!]: 5 });
    await endVoting(t.db, s.sessionId, 3);
    // Bob: 5 + 5 − 3 − 3 = 4; Ann: 5 + 5 = 10.
    expect(await leaderboard(p.Cat!, roomId)).toEqual([
      ['Ann', 10],
      ['Bob', 4],
      ['Cat', 0],
    ]);

    const next = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!]);
    await vote.grudge(t.app, p.Ann!, next.sessionId, { [next.submissions.Bob!]: 5 });
    await vote.grudge(t.app, p.Cat!, next.sessionId, { [next.submissions.Ann!]: 5, [next.submissions.Bob!]: 5 });
    await vote.grudge(t.app, p.Bob!, next.sessionId, { [next.submissions.Ann!]: 5 }, next.submissions.Ann);
    await t.db.deleteFrom('sessions').where('id', '=', s.sessionId).execute();
    await endVoting(t.db, next.sessionId, 3);
    // Only the second session is left: Ann 5 + 5 − 3 = 7; Bob 5 + 5 = 10.
    expect(await memberPoints(p.Cat!, roomId)).toEqual([
      ['Ann', 7],
      ['Bob', 10],
      ['Cat', 0],
    ]);
  });

  it('gives no points for appreciation sessions, and counts the badges each member received', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'appreciation_station', ['Ann', 'Bob', 'Cat']);
    const s = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!]);
    await vote.appreciation(t.app, p.Ann!, s.sessionId, { [s.submissions.Bob!]: ['fire', 'bop'] });
    await vote.appreciation(t.app, p.Cat!, s.sessionId, {
      [s.submissions.Bob!]: ['fire'],
      [s.submissions.Ann!]: ['feels'],
    });
    type Row = Standing & { badgesReceived: number };
    const board = async () =>
      (await call(t.app, routes.getLeaderboard, { params: { id: roomId }, as: p.Ann! }))
        .json()
        .map((e: Row) => [e.userName, e.totalPoints, e.badgesReceived]);
    // Still voting: nothing counts yet.
    expect(await board()).toEqual([
      ['Ann', 0, 0],
      ['Bob', 0, 0],
      ['Cat', 0, 0],
    ]);
    await endVoting(t.db, s.sessionId, 3);
    // Badges order a tie in points: Bob 3, Ann 1, Cat none.
    expect(await board()).toEqual([
      ['Bob', 0, 3],
      ['Ann', 0, 1],
      ['Cat', 0, 0],
    ]);
    // The members list keeps its shape: points only.
    const members = (await call(t.app, routes.listMembers, { params: { id: roomId }, as: p.Ann! })).json();
    expect(members.every((m: object) => !('badgesReceived' in m))).toBe(true);
  });
});
