import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeEach, inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { connect, type Database } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { fixedClock } from '../lib/clock.ts';
import { call, TEST_ORIGIN } from './call.ts';
import { readTemplate } from './database-template.ts';
import { throwAwayDatabase } from './postgres-admin.ts';
import { TEST_REDIS_PREFIX } from './redis-prefix.ts';

export { type Answered, type Caller, call, callSweep, type SweepCall, sweepName, TEST_ORIGIN } from './call.ts';

export type TestDatabase = { db: Database; kind: 'pg' | 'pglite'; destroy: () => Promise<void> };

/**
 * One database per test file, a copy of the run's migrated template (database-template.ts):
 * PGlite in memory, or, when DATABASE_URL is set, a PostgreSQL database created for this file
 * and dropped after, so files can run in parallel. Migrating the copy again is a no-op.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!process.env.DATABASE_URL) {
    const { db, kind } = await connect({ dataDir: 'memory://', loadDataDir: readTemplate(inject('pgliteTemplate')) });
    await migrateToLatest(db);
    return { db, kind, destroy: () => db.destroy() };
  }
  const database = await throwAwayDatabase('migrated', inject('postgresTemplate'));
  const { db, kind } = await connect({ databaseUrl: database.url, dataDir: '', timeoutMs: TEST_DATABASE_TIMEOUT_MS });
  await migrateToLatest(db);
  return {
    db,
    kind,
    destroy: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * The statement timeout of a test file's PostgreSQL database. The app's 5 s is for a request;
 * between tests, TRUNCATE takes an exclusive lock and makes new files for every table and
 * index, which on a CI machine loaded by parallel test files once took over 4.5 s (a flaky
 * failure in beforeEach). A deadlock still fails, only later.
 */
const TEST_DATABASE_TIMEOUT_MS = 20_000;

export async function resetTables(db: Database): Promise<void> {
  await sql`TRUNCATE users, login_sessions, rooms, room_members, sessions, submissions, ballots, votes CASCADE`.execute(
    db,
  );
}

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    // Nothing a test makes is kept on disk (development's VAPID pair lives in DATA_DIR).
    DATA_DIR: 'memory://',
    SCHEDULER_INTERVAL_MS: '0',
    // Tests read what a page holds, not how fast it was drawn: two test files at once on a
    // loaded machine must not turn a drawn page into the shell (lib/web-app.test.ts tests the budget).
    RENDER_BUDGET_MS: '15000',
    REDIS_PREFIX: TEST_REDIS_PREFIX,
    ...overrides,
  });
}

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  kind: 'pg' | 'pglite';
  clock: ReturnType<typeof fixedClock>;
};

/**
 * The real app on a shared per-file database, with tables emptied before each test.
 * Call at the top level of a test file: `const t = useTestApp();` then use `t.app` in tests.
 */
export function useTestApp(
  options: { env?: Record<string, string | undefined>; deps?: Partial<AppDeps>; now?: string } = {},
): TestContext {
  const ctx = {} as TestContext;
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    if (!database) {
      database = await createTestDatabase();
      ctx.db = database.db;
      ctx.kind = database.kind;
      ctx.clock = fixedClock(options.now ?? '2026-11-19T20:00:00.000Z');
      ctx.app = await buildApp(testConfig(options.env), { db: database.db, clock: ctx.clock, ...options.deps });
      await ctx.app.ready();
    } else {
      await resetTables(database.db);
      ctx.clock.set(options.now ?? '2026-11-19T20:00:00.000Z');
    }
  });
  afterAll(async () => {
    await ctx.app?.close();
    await database?.destroy();
  });
  return ctx;
}

/** Signs a user in through the development sign-in and answers the cookie header to send. */
export async function signIn(
  app: FastifyInstance,
  who: { email: string; firstName: string; lastName?: string },
): Promise<{ cookie: string; userId: string }> {
  const res = await call(app, routes.devLogin, { body: who });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const set = res.cookies.find((c) => c.name === 'cc_session');
  if (!set) throw new Error('no login cookie');
  return { cookie: `cc_session=${set.value}`, userId: res.json().id };
}
