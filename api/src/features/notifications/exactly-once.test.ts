import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { connect, type Database } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { fixedClock } from '../../lib/clock.ts';
import { testConfig } from '../../test/build-app.ts';
import { joinedPlayer, roomWithAdmin } from '../../test/factories.ts';
import { createSession } from '../sessions/test-support.ts';

// Two API instances, each with its own connection pool on one PostgreSQL database (what two
// processes are to the database), run the reminder pass at the same moment, repeatedly; then one
// is replaced by a fresh instance, as after a restart. Every reminder must exist exactly once.
// PGlite is one connection in one process, so this needs the machine's PostgreSQL.
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: BASE_URL, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const available = await reachable();
if (!available) console.warn(`exactly-once reminder test skipped: no PostgreSQL at ${BASE_URL}`);

const name = `clipclub_test_${randomUUID().replaceAll('-', '')}`;
const clock = fixedClock('2026-11-19T20:00:00.000Z');
const pools: Database[] = [];
const apps: FastifyInstance[] = [];

async function instance(url: string): Promise<FastifyInstance> {
  const { db } = await connect({ databaseUrl: url, dataDir: '' });
  pools.push(db);
  const app = await buildApp(testConfig(), { db, clock });
  await app.ready();
  apps.push(app);
  return app;
}

async function sql(query: string) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

describe.skipIf(!available)('reminders with two API processes on PostgreSQL', () => {
  let dbUrl = '';
  beforeAll(async () => {
    await sql(`CREATE DATABASE ${name}`);
    const url = new URL(BASE_URL);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of pools) await db.destroy();
    if (available) await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('sends each reminder once however the passes interleave, and not again after a restart', async () => {
    const a = await instance(dbUrl);
    await migrateToLatest(a.db);
    const b = await instance(dbUrl);
    const { admin, roomId, inviteCode } = await roomWithAdmin(a, { type: 'automatic', startDate: '2026-11-26' });
    await createSession(a, admin.cookie, roomId);
    for (const n of ['Bo', 'Cy', 'Di']) await joinedPlayer(a, inviteCode, { email: `${n}@example.com`, firstName: n });
    const count = async () =>
      Number(
        (
          await a.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const together = async (...instances: FastifyInstance[]) => {
      const sent = await Promise.all(
        instances.flatMap((app) => [1, 2, 3].map(() => app.notifications.runReminders(clock.now()))),
      );
      return sent.reduce((x, y) => x + y, 0);
    };

    // The admin was told with the move itself; the three who joined later are told by the passes.
    expect(await together(a, b)).toBe(3);
    expect(await count()).toBe(4);

    clock.set('2026-11-26T02:00:00.000Z'); // 24 h reminders fall due
    expect(await together(a, b)).toBe(4);
    expect(await count()).toBe(8);

    // "Restart": b goes away, a fresh instance with a new pool takes over mid-window.
    await b.close();
    const restarted = await instance(dbUrl);
    clock.set('2026-11-26T03:00:00.000Z');
    expect(await together(a, restarted)).toBe(0);
    expect(await count()).toBe(8);
  });
});
