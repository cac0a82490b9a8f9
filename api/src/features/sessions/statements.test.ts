import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { call, testConfig, useTestApp } from '../../test/build-app.ts';
import { countingDatabase } from '../../test/count-statements.ts';
import { createRoomWithAdmin, signInAndJoin, type Who } from '../../test/factories.ts';
import { advance, createSession } from './test-support.ts';

// Statement budgets: each statement is a round trip to the database, and the
// advance is what every screen in a room waits on during a live game.
const t = useTestApp();
let app: FastifyInstance | undefined;
let counter: ReturnType<typeof countingDatabase> | undefined;
afterAll(async () => {
  await app?.close();
});

async function countedApp() {
  counter ??= countingDatabase(t.db);
  app ??= await buildApp(testConfig(), { db: counter.db, clock: t.clock });
  return { app, statements: counter.statements, db: counter.db };
}

async function measure(run: () => Promise<unknown>): Promise<string[]> {
  const { statements } = await countedApp();
  statements.length = 0;
  await run();
  return [...statements];
}

describe('statements per request', () => {
  it('advance: rights, room lock and the move returning its view in one statement', async () => {
    const { app } = await countedApp();
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(app);
    await signInAndJoin(app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const session = await createSession(app, admin.cookie, roomId);
    let status = 0;
    const statements = await measure(async () => {
      status = (await advance(app, admin.cookie, session.id, 'endSubmissions')).statusCode;
    });
    expect(status).toBe(200);
    expect(statements.length, statements.join(', ')).toBeLessThanOrEqual(FIGURES.advance);
  });

  /**
   * A room of four reaching results; `rounds` sets its season's length first (unset: the open
   * 'Season 1' every room starts with). Answers the statements the move cost and whether any of
   * them opened a transaction (BEGIN, COMMIT: two round trips more).
   */
  async function moveToResults(admin: Who, rounds?: number) {
    const { app, db } = await countedApp();
    const { admin: person, roomId, inviteCode } = await createRoomWithAdmin(app, undefined, admin);
    for (const name of ['Ed', 'Flo', 'Gus']) {
      await signInAndJoin(app, inviteCode, {
        email: `${admin.firstName}.${name}@example.com`.toLowerCase(),
        firstName: name,
      });
    }
    const [season] = (await call(app, routes.listSeasons, { params: { id: roomId }, as: person })).json();
    if (rounds !== undefined) {
      const res = await call(app, routes.updateSeason, { params: { id: season!.id }, body: { rounds }, as: person });
      expect(res.statusCode).toBe(200);
    }
    const session = await createSession(app, person.cookie, roomId);
    await advance(app, person.cookie, session.id, 'endSubmissions');
    let status = 0;
    const transactions = vi.spyOn(db, 'transaction');
    const statements = await measure(async () => {
      status = (await advance(app, person.cookie, session.id, 'endVoting')).statusCode;
    });
    const transacted = transactions.mock.calls.length > 0;
    transactions.mockRestore();
    expect(status).toBe(200);
    const notices = await t.db
      .selectFrom('member_notifications')
      .select('user_id')
      .where('session_id', '=', session.id)
      .where('kind', '=', 'results_ready')
      .execute();
    expect(notices).toHaveLength(4);
    const after = (await call(app, routes.listSeasons, { params: { id: roomId }, as: person })).json()[0];
    return { statements, transacted, season: after };
  }

  it("advance to results in an open season: the move and every member's notice in one statement", async () => {
    const { statements, transacted } = await moveToResults({ email: 'di@example.com', firstName: 'Di' });
    // An open season cannot finish by a move, so the move's answer says no finale check is needed.
    expect(statements.length, statements.join(', ')).toBeLessThanOrEqual(FIGURES.results);
    expect(transacted).toBe(false);
  });

  it('advance to results in a season with a length: the finale check follows, no transaction while it runs', async () => {
    const { statements, transacted, season } = await moveToResults({ email: 'hal@example.com', firstName: 'Hal' }, 3);
    expect(season).toMatchObject({ rounds: 3, status: 'running' });
    expect(statements.length, statements.join(', ')).toBeLessThanOrEqual(FIGURES.resultsInSeasonWithLength);
    expect(transacted).toBe(false);
  });

  it("create after results: the session opens at once, is read once, and stores every member's notice", async () => {
    const { app } = await countedApp();
    const person = { email: 'jo@example.com', firstName: 'Jo' };
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(app, undefined, person);
    await signInAndJoin(app, inviteCode, { email: 'kit@example.com', firstName: 'Kit' });
    const first = await createSession(app, admin.cookie, roomId);
    await advance(app, admin.cookie, first.id, 'endSubmissions');
    await advance(app, admin.cookie, first.id, 'endVoting');
    let created: { id: string; status: string; theme: string | null } | undefined;
    const statements = await measure(async () => {
      created = await createSession(app, admin.cookie, roomId, 'Night trains');
    });
    expect(created).toMatchObject({ status: 'submissions', theme: 'Night trains' });
    const opened = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('session_id', '=', created!.id)
      .execute();
    expect(opened).toHaveLength(2);
    expect(statements.length, statements.join(', ')).toBeLessThanOrEqual(FIGURES.create);
  });

  it('sessions list', async () => {
    const { app } = await countedApp();
    const { admin, roomId } = await createRoomWithAdmin(app, undefined, { email: 'cy@example.com', firstName: 'Cy' });
    await createSession(app, admin.cookie, roomId);
    await createSession(app, admin.cookie, roomId);
    let status = 0;
    const statements = await measure(async () => {
      status = (await call(app, routes.listSessions, { params: { id: roomId }, as: admin })).statusCode;
    });
    expect(status).toBe(200);
    expect(statements.length, statements.join(', ')).toBeLessThanOrEqual(FIGURES.list);
  });
});
// Kysely statements. Ending a phase in a room no other move holds is one statement in one round
// trip, on its own (no BEGIN or COMMIT): rights, room lock and the move returning its view (it was
// 15 statements in 11 round trips, then 4 in 4). The list is one statement: the membership and
// every view.
// Reaching results: one prepared statement moving the session and finding the members, claiming
// and storing each one's notice (it was 3 statements plus a transaction of 2 per member, then 4:
// who is owed a notice was a statement of its own, then 3: the season's finale check ran on every
// move, then 2: the notices were a statement after the move). In a season with a length the move
// may finish it, so the finale check (a read; the claim's transaction opens only when the season
// just finished) still follows: 2.
// Making a session (opening at once after results, as every room's next round does): the rights
// check, taking the number (the room's lock), one read of the season's plan and the room's
// sessions, the insert (a transaction, for the lock), one read of the new session's view for both
// its announcement and the answer, its season for the room, and the "opened" notices' read and
// store: 8 (it was 12: three reads where one is now, the view read twice, the session read again
// for its season).
const FIGURES = { advance: 1, list: 1, results: 1, resultsInSeasonWithLength: 2, create: 8 };
