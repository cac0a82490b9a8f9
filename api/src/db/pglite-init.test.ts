import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { readTemplate } from '../test/database-template.ts';
import { connect, type Database } from './connect.ts';
import { prepareDataDir } from './pglite-init.ts';

// The server opens a database another process created (idle memory).
describe('a new PGlite database made in a child process', () => {
  it('loads into memory:// from the child’s tarball, and a directory is created once', async () => {
    const prepared = await prepareDataDir('memory://');
    expect(prepared.loadDataDir).toBeInstanceOf(Blob);
    const db = await PGlite.create('memory://', prepared);
    await db.exec('create table t (n int); insert into t values (41)');
    expect((await db.query<{ n: number }>('select n + 1 as n from t')).rows).toEqual([{ n: 42 }]);
    // Only the database the app uses, and the WAL initdb wrote checkpointed away (idle memory):
    // 5 segments of 1 MiB, where initdb leaves 7.
    expect((await db.query('select datname from pg_database')).rows).toEqual([{ datname: 'postgres' }]);
    expect(
      (await db.query<{ n: number }>('select count(*)::int as n from pg_ls_waldir()')).rows[0]?.n,
    ).toBeLessThanOrEqual(5);
    await db.close();

    const dir = mkdtempSync(join(tmpdir(), 'clipclub-pglite-test-'));
    try {
      expect(await prepareDataDir(dir)).toEqual({});
      const onDisk = await PGlite.create(dir);
      await onDisk.exec('create table kept (n int); insert into kept values (7)');
      await onDisk.close();
      // Already made: opened as it is, the row still there.
      expect(await prepareDataDir(dir)).toEqual({});
      const again = await PGlite.create(dir);
      expect((await again.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 7 }]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('a long-running PGlite database', () => {
  /** Its maintenance (vacuum and analyze of the tables due, then a checkpoint) every 200 ms. */
  const maintainedEvery200ms = () =>
    connect({ dataDir: 'memory://', loadDataDir: readTemplate(inject('pgliteTemplate')), maintenanceEveryMs: 200 });

  it('checkpoints on its own, so its WAL stays within max_wal_size, and leaves an idle one alone', async () => {
    const { db } = await maintainedEvery200ms();
    try {
      // ~30 MiB of WAL that does not compress; PostgreSQL alone would keep all of it until a restart.
      await sql`create table filler (body text)`.execute(db);
      await sql`alter table filler alter column body set storage external`.execute(db);
      for (let i = 0; i < 6; i++) {
        await sql`insert into filler select repeat(md5(random()::text), 64) from generate_series(1, 2000)`.execute(db);
        await sql`delete from filler`.execute(db);
      }
      const walMiB = async () =>
        (await sql<{ mib: number }>`select (sum(size) / 1048576)::int as mib from pg_ls_waldir()`.execute(db)).rows[0]
          ?.mib;
      await expect.poll(walMiB, { timeout: 20_000 }).toBeLessThanOrEqual(8);
      // Idle, it is left alone: a CHECKPOINT would write a record of its own every time.
      const lastCheckpoint = async () =>
        (await sql<{ lsn: string }>`select checkpoint_lsn::text as lsn from pg_control_checkpoint()`.execute(db))
          .rows[0]?.lsn;
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await wait(600);
      const settled = await lastCheckpoint();
      await wait(1_000);
      expect(await lastCheckpoint()).toBe(settled);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('analyzes a table that grew, as autovacuum would, and leaves it alone once it rests', async () => {
    const { db } = await maintainedEvery200ms();
    try {
      await sql`create table plays (id int primary key, phase text not null)`.execute(db);
      await sql`create index plays_phase on plays (phase)`.execute(db);
      await sql`insert into plays select g, 'voting' from generate_series(1, 3000) g`.execute(db);
      // What the planner expects `phase = 'voting'` to find: without statistics a guess of a few
      // rows (its default selectivity), with them the 3,000 there are.
      const expected = async () => {
        type Plan = [{ Plan: { 'Plan Rows': number } }];
        const { rows } = await sql<{ 'QUERY PLAN': Plan | string }>`
          explain (format json) select * from plays where phase = 'voting'`.execute(db);
        const plan = rows[0]?.['QUERY PLAN'];
        return (typeof plan === 'string' ? (JSON.parse(plan) as Plan) : plan)?.[0].Plan['Plan Rows'];
      };
      await expect.poll(expected, { timeout: 20_000 }).toBeGreaterThan(2_500);

      // At rest it is not analyzed again, while passes run and look for tables due: a new table
      // (a row added every 100 ms, so each pass has something to do) is analyzed meanwhile.
      const analyzed = async () =>
        (
          await sql<{
            n: number;
          }>`select analyze_count::int as n from pg_stat_user_tables where relname = 'plays'`.execute(db)
        ).rows[0]?.n;
      const before = await analyzed();
      expect(before).toBeGreaterThan(0);
      await sql`create table notes (body text)`.execute(db);
      const notesAnalyzed = async () => {
        await sql`insert into notes values ('a line')`.execute(db);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (await sql<{ n: number }>`select reltuples::int as n from pg_class where relname = 'notes'`.execute(db))
          .rows[0]?.n;
      };
      await expect.poll(notesAnalyzed, { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
      expect(await analyzed()).toBe(before);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});

describe('PGlite under a queue of queries', () => {
  // A timer due at once runs on the loop's next turn: if the queue held the loop to its end,
  // it would find every query answered.
  const answeredAtFirstTurn = (count: () => number) =>
    new Promise<number>((resolve) => setTimeout(() => resolve(count()), 0));
  // ~2–5 ms each here: the 20 take several slices of the loop.
  const query = (db: Database) => sql`select count(*) from generate_series(1, 40000)`.execute(db);

  it('lets the event loop turn between callers queued at once', async () => {
    const { db } = await connect({ dataDir: 'memory://', loadDataDir: readTemplate(inject('pgliteTemplate')) });
    try {
      await sql`select 1`.execute(db);
      let answered = 0;
      const queued = Array.from({ length: 20 }, () => query(db).then(() => answered++));
      const atFirstTurn = await answeredAtFirstTurn(() => answered);
      await Promise.all(queued);
      expect(answered).toBe(20);
      expect(atFirstTurn).toBeLessThan(15);
    } finally {
      await db.destroy();
    }
  });

  it('and between callers that arrive in one turn, each from its own callback (as requests do)', async () => {
    const { db } = await connect({ dataDir: 'memory://', loadDataDir: readTemplate(inject('pgliteTemplate')) });
    try {
      await sql`select 1`.execute(db);
      let answered = 0;
      const queued = Array.from(
        { length: 20 },
        () => new Promise((resolve) => setImmediate(() => resolve(query(db).then(() => answered++)))),
      );
      const atFirstTurn = await answeredAtFirstTurn(() => answered);
      await Promise.all(queued);
      expect(answered).toBe(20);
      expect(atFirstTurn).toBeLessThan(15);
    } finally {
      await db.destroy();
    }
  });
});
