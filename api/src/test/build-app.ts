import { randomUUID } from 'node:crypto';
import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeEach, inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { connect, type Database } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { fixedClock } from '../lib/clock.ts';
import { call, TEST_ORIGIN } from './call.ts';
import { readTemplate } from './pglite-template.ts';
import { TEST_REDIS_PREFIX } from './redis-prefix.ts';

export { type Answered, type Caller, call, TEST_ORIGIN } from './call.ts';

export type TestDatabase = { db: Database; kind: 'pg' | 'pglite'; destroy: () => Promise<void> };

/**
 * One database per test file: PGlite in memory, or, when DATABASE_URL is set, a fresh
 * PostgreSQL database created for this file and dropped after, so files can run in parallel.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    // A copy of the run's migrated template (pglite-template.ts); migrating it again is a no-op.
    const { db, kind } = await connect({ dataDir: 'memory://', loadDataDir: readTemplate(inject('pgliteTemplate')) });
    await migrateToLatest(db);
    return { db, kind, destroy: () => db.destroy() };
  }
  const name = `clipclub_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const { db, kind } = await connect({ databaseUrl: url.toString(), dataDir: '' });
  await migrateToLatest(db);
  return {
    db,
    kind,
    destroy: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

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
  if (!set) throw new Error('no session cookie');
  return { cookie: `cc_session=${set.value}`, userId: res.json().id };
}
