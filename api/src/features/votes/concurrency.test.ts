import { routes, type VotingMode } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers } from '../../test/factories.ts';
import { sessionWithSubmissions, setStatus, tokensOf, vote } from './test-fixtures.ts';

// Requests sent at once, as two tabs or a double click would: the schema's unique ballot and the
// conditional token UPDATE must hold on both databases (PGlite serializes, PostgreSQL does not).
const t = useTestApp();

async function votingRoom(mode: VotingMode) {
  const { roomId, players: p } = await createRoomWithPlayers(t.app, mode, ['Ann', 'Bob', 'Cat', 'Dan']);
  const { sessionId, submissions: subs } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
  return { roomId, p, sessionId, subs };
}

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();
const countRows = async (table: 'ballots' | 'votes') =>
  (
    await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('concurrent ballots', () => {
  it('records one classic ballot when the same member votes five times at once', async () => {
    const { p, sessionId, subs } = await votingRoom('classic');
    const ballot = { [subs.Ann!]: 5, [subs.Bob!]: 3, [subs.Cat!]: 2 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => vote.classic(t.app, p.Dan!, sessionId, ballot)));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.error().message).toBe('You have already voted in this session');
    }
    expect(Number(await countRows('ballots'))).toBe(1);
    expect(Number(await countRows('votes'))).toBe(3);
  });

  it('records one appreciation ballot when the same member votes twice at once', async () => {
    const { p, sessionId, subs } = await votingRoom('appreciation_station');
    const answers = await Promise.all([
      vote.appreciation(t.app, p.Dan!, sessionId, { [subs.Ann!]: ['fire'] }),
      vote.appreciation(t.app, p.Dan!, sessionId, { [subs.Bob!]: ['bop', 'feels'] }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const kept = (await call(t.app, routes.listMyVotes, { params: { id: sessionId }, as: p.Dan! })).json();
    expect(kept.length).toBe(answers[0]!.statusCode === 200 ? 1 : 2);
  });

  it('spends one token once when the same downvote is sent three times at once', async () => {
    const { roomId, p, sessionId, subs } = await votingRoom('grudge_match');
    const ballot = { [subs.Ann!]: 5, [subs.Bob!]: 5 };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => vote.grudge(t.app, p.Dan!, sessionId, ballot, subs.Cat)),
    );
    expect(statuses(answers)).toEqual([200, 200, 200]);
    for (const a of answers) expect(a.json()).toEqual({ downvoteUsed: true, tokensRemaining: 0 });
    expect([await tokensOf(t.db, roomId, p.Dan!.userId), await tokensOf(t.db, roomId, p.Cat!.userId)]).toEqual([0, 2]);
  });

  it('casts one downvote when two different downvotes race', async () => {
    const { roomId, p, sessionId, subs } = await votingRoom('grudge_match');
    const answers = await Promise.all([
      vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }, subs.Cat),
      vote.grudge(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Cat!]: 5 }, subs.Bob),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.error().message).toBe(
      'Your downvote is final: you already downvoted another submission in this session',
    );
    const tokens = await Promise.all(['Dan', 'Bob', 'Cat'].map((n) => tokensOf(t.db, roomId, p[n]!.userId)));
    expect(tokens[0]).toBe(0);
    expect(tokens[1]! + tokens[2]!).toBe(3);
    const downvotes = (await call(t.app, routes.listMyVotes, { params: { id: sessionId }, as: p.Dan! }))
      .json()
      .filter((r: { isDownvote: number }) => r.isDownvote === 1);
    expect(downvotes.length).toBe(1);
  });

  it('lets members downvote each other at once without a deadlock', async () => {
    // Several rooms at once make a lock-order cycle (voter row, then target row) likely if one exists.
    const rooms = [];
    for (let i = 0; i < 4; i++) rooms.push(await votingRoom('grudge_match'));
    const answers = await Promise.all(
      rooms.flatMap(({ p, sessionId, subs }) => [
        vote.grudge(t.app, p.Ann!, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 }, subs.Bob),
        vote.grudge(t.app, p.Bob!, sessionId, { [subs.Ann!]: 5, [subs.Cat!]: 5 }, subs.Ann),
        vote.grudge(t.app, p.Cat!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }, subs.Ann),
      ]),
    );
    expect(statuses(answers)).toEqual(Array(12).fill(200));
    for (const { roomId, p } of rooms) {
      const tokens = await Promise.all(['Ann', 'Bob', 'Cat'].map((n) => tokensOf(t.db, roomId, p[n]!.userId)));
      expect(tokens).toEqual([2, 1, 0]);
    }
  });

  it('keeps one ranking when the same member re-ranks twice at once', async () => {
    const { p, sessionId, subs } = await votingRoom('ranked_choice');
    const answers = await Promise.all([
      vote.ranked(t.app, p.Dan!, sessionId, [subs.Ann!, subs.Bob!]),
      vote.ranked(t.app, p.Dan!, sessionId, [subs.Cat!, subs.Ann!]),
    ]);
    expect(statuses(answers)).toEqual([200, 200]);
    const kept = (await call(t.app, routes.listMyVotes, { params: { id: sessionId }, as: p.Dan! })).json();
    expect(kept.map((r) => r.rankPosition).sort()).toEqual([1, 2]);
    expect(Number(await countRows('ballots'))).toBe(1);
  });

  it('lets a ballot racing the end of voting either land first or be refused, never after', async () => {
    const { p, sessionId, subs } = await votingRoom('classic');
    const [answer] = await Promise.all([
      vote.classic(t.app, p.Dan!, sessionId, { [subs.Ann!]: 5, [subs.Bob!]: 5 }),
      setStatus(t.db, sessionId, 'results'),
    ]);
    const stored = Number(await countRows('ballots'));
    if (answer.statusCode === 200) expect(stored).toBe(1);
    else
      expect([answer.statusCode, answer.error().message, stored]).toEqual([
        409,
        'Voting is not open for this session',
        0,
      ]);
  });
});
