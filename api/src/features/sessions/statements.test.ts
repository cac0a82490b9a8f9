import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { call, testConfig, useTestApp } from '../../test/build-app.ts';
import { countingDatabase } from '../../test/count-statements.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
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

  it("advance to results: the move, the season, and every member's notice in three statements", async () => {
    const { app, db } = await countedApp();
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(app, undefined, {
      email: 'di@example.com',
      firstName: 'Di',
    });
    for (const name of ['Ed', 'Flo', 'Gus']) {
      await signInAndJoin(app, inviteCode, { email: `${name.toLowerCase()}@example.com`, firstName: name });
    }
    const session = await createSession(app, admin.cookie, roomId);
    await advance(app, admin.cookie, session.id, 'endSubmissions');
    let status = 0;
    // A season still running owes no finale: none of the three opens a transaction (BEGIN, COMMIT).
    const transactions = vi.spyOn(db, 'transaction');
    const statements = await measure(async () => {
      status = (await advance(app, admin.cookie, session.id, 'endVoting')).statusCode;
    });
    expect(status).toBe(200);
    expect(statements.length, statements.join(', ')).toBeLessThanOrEqual(FIGURES.results);
    expect(transactions).not.toHaveBeenCalled();
    transactions.mockRestore();
    const notices = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('session_id', '=', session.id)
      .where('kind', '=', 'results_ready')
      .execute();
    expect(notices).toHaveLength(4);
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
// Reaching results: the move, the season's finale check (a read; the claim's transaction opens
// only when the season just finished), and one prepared statement finding the
// members and claiming and storing each one's notice (it was 3 statements plus a transaction of 2
// per member, then 4: who is owed a notice was a statement of its own).
const FIGURES = { advance: 1, list: 1, results: 3 };
