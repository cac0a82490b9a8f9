import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { readTemplate } from '../test/database-template.ts';
import { connect, type Database } from './connect.ts';
import { PREPARED } from './prepared.ts';

// PGlite runs on a worker thread (pglite-thread.ts, pglite-worker.mjs).
describe('PGlite on a thread of its own', () => {
  let db: Database;
  beforeEach(async () => {
    ({ db } = await connect({ dataDir: 'memory://', loadDataDir: readTemplate(inject('pgliteTemplate')) }));
  });
  afterEach(() => db.destroy());

  it('leaves the event loop free while a query runs', async () => {
    await sql`select 1`.execute(db);
    // On the server's thread a query is one synchronous WebAssembly call: no timer ran during it.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await sql`select count(*) from generate_series(1, 2000000)`.execute(db);
    const tookMs = performance.now() - started;
    clearInterval(timer);
    expect(tookMs).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('answers a refused statement with its SQLSTATE and constraint, as PostgreSQL does', async () => {
    await sql`create table once (n int constraint once_n unique)`.execute(db);
    await sql`insert into once values (1)`.execute(db);
    await expect(sql`insert into once values (1)`.execute(db)).rejects.toMatchObject({
      code: '23505',
      constraint: 'once_n',
      message: expect.stringContaining('duplicate key'),
    });
    expect((await sql<{ n: number }>`select count(*) as n from once`.execute(db)).rows).toEqual([{ n: 1 }]);
  });

  it('prepares a marked statement once, and parses it again after its table changed', async () => {
    await sql`create table picks (id int, label text, at timestamptz)`.execute(db);
    await sql`insert into picks values (1, 'one', '2026-11-28T10:00:00Z'), (2, 'two', null)`.execute(db);
    const pick = (id: number) =>
      sql<{ id: number; label: string; at: Date | null }>`${sql.raw(PREPARED)} select * from picks where id = ${id}`
        .execute(db)
        .then((result) => result.rows);
    expect(await pick(1)).toEqual([{ id: 1, label: 'one', at: new Date('2026-11-28T10:00:00Z') }]);
    expect(await pick(2)).toEqual([{ id: 2, label: 'two', at: null }]);
    const prepared = () =>
      sql<{ n: number }>`select count(*) as n from pg_prepared_statements where statement like '/* prepared */%'`
        .execute(db)
        .then((result) => result.rows[0]?.n);
    expect(await prepared()).toBe(1);

    // `select *` now answers another shape: PostgreSQL refuses the old plan (0A000).
    await sql`alter table picks add column note text default 'new'`.execute(db);
    expect(await pick(1)).toEqual([{ id: 1, label: 'one', at: new Date('2026-11-28T10:00:00Z'), note: 'new' }]);
    expect(await pick(2)).toEqual([{ id: 2, label: 'two', at: null, note: 'new' }]);
    await expect(sql`${sql.raw(PREPARED)} select * from picks where id = ${'x'}`.execute(db)).rejects.toMatchObject({
      code: '22P02',
    });
    expect(await pick(1)).toHaveLength(1);
  });

  it('runs many callers’ queries together, and none inside another caller’s transaction', async () => {
    await sql`create table seen (n int)`.execute(db);
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let counted: number[] = [];
    let counts: Promise<void> | undefined;
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into seen values (1)`.execute(trx);
      // Other callers ask now: were their queries run on the one connection as they came, they
      // would see this uncommitted row.
      const count = () => sql<{ n: number }>`select count(*) as n from seen`.execute(db);
      counts = Promise.all(Array.from({ length: 5 }, count)).then((all) => {
        counted = all.map((result) => result.rows[0]?.n ?? -1);
      });
      await held;
      await sql`delete from seen`.execute(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).toEqual([]); // still waiting for the transaction
    finish();
    await transaction;
    await counts;
    expect(counted).toEqual([0, 0, 0, 0, 0]);
  });
});
