import { Kysely, type QueryResult, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pgliteDialect } from './connect.ts';
import { TransactionGateDriver } from './pglite-gate.ts';
import { PGliteThreadDriver, type QueryThread } from './pglite-thread.ts';

/** PGlite's thread, answering each statement only when the test says so; `sent` is what reached it. */
class HeldThread implements QueryThread {
  sent: string[] = [];
  #answers: ((rows: unknown[]) => void)[] = [];
  query(text: string): Promise<QueryResult<unknown>> {
    this.sent.push(text);
    return new Promise((resolve) => this.#answers.push((rows) => resolve({ rows })));
  }
  async close() {}
  /** Answers the oldest statement still waiting, with `rows`. */
  answerNext(rows: unknown[] = []) {
    this.#answers.shift()?.(rows);
  }
}

const turns = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("PGlite's one connection, shared outside transactions (TransactionGateDriver)", () => {
  const thread = new HeldThread();
  const driver = new TransactionGateDriver(new PGliteThreadDriver(thread), 60_000);
  const db = new Kysely<Record<string, never>>({ dialect: pgliteDialect(driver) });
  afterEach(() => {
    thread.sent = [];
  });

  it('sends every query outside a transaction at once, without waiting for the one before to answer', async () => {
    const queries = [1, 2, 3].map((n) => sql`select ${sql.lit(n)}`.execute(db));
    await turns();
    expect(thread.sent).toEqual(['select 1', 'select 2', 'select 3']);
    for (let i = 0; i < 3; i++) thread.answerNext();
    await Promise.all(queries);
  });

  it('begins a transaction once the queries sent before have answered, and sends no other caller’s inside it', async () => {
    const before = sql`select 'before'`.execute(db);
    let inside: Promise<unknown> | undefined;
    const transaction = db.transaction().execute(async (trx) => {
      inside = sql`select 'elsewhere'`.execute(db); // another caller, asking meanwhile
      await sql`insert 'mine'`.execute(trx);
    });
    await turns();
    expect(thread.sent).toEqual(["select 'before'"]);

    thread.answerNext(); // before
    await turns();
    expect(thread.sent).toEqual(["select 'before'", 'BEGIN']);
    thread.answerNext(); // BEGIN
    await turns();
    expect(thread.sent).toEqual(["select 'before'", 'BEGIN', "insert 'mine'"]);
    thread.answerNext(); // insert
    await turns();
    expect(thread.sent).toEqual(["select 'before'", 'BEGIN', "insert 'mine'", 'COMMIT']);
    thread.answerNext(); // COMMIT
    await turns();
    // Only once the transaction is over.
    expect(thread.sent.at(-1)).toBe("select 'elsewhere'");
    thread.answerNext();
    await Promise.all([before, transaction, inside]);
  });
});

describe("PGlite's maintenance passes (TransactionGateDriver)", () => {
  it('runs one pass at a time, each step alone, lets a query in between two steps, and looks for tables one pass in ten', async () => {
    const thread = new HeldThread();
    const driver = new TransactionGateDriver(new PGliteThreadDriver(thread), 20);
    const db = new Kysely<Record<string, never>>({ dialect: pgliteDialect(driver) });
    const last = () => thread.sent.at(-1) ?? '';
    const sentNext = (pattern: RegExp) => vi.waitFor(() => expect(last()).toMatch(pattern), { timeout: 2_000 });
    const first = sql`select 'first'`.execute(db); // the driver starts its interval (20 ms)
    await sentNext(/^select 'first'$/);
    thread.answerNext();
    await first;

    await sentNext(/pg_current_wal_insert_lsn/); // a pass: has anything been written?
    thread.answerNext([{ lsn: '0/1' }]);
    await sentNext(/FROM pg_class/); // the tables due
    thread.answerNext([{ name: 'public.a' }, { name: 'public.b' }]);
    await sentNext(/^VACUUM \(ANALYZE\) public\.a$/);
    const between = sql`select 'between'`.execute(db);
    // Five intervals while the step is held: no second pass is asked for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(last()).toBe('VACUUM (ANALYZE) public.a');

    thread.answerNext();
    await sentNext(/^select 'between'$/);
    thread.answerNext();
    await between;
    // Then the same pass goes on: the next table, then the checkpoint.
    await sentNext(/^VACUUM \(ANALYZE\) public\.b$/);
    thread.answerNext();
    await sentNext(/^CHECKPOINT$/);
    thread.answerNext();
    await sentNext(/pg_current_wal_insert_lsn/);
    thread.answerNext([{ lsn: '0/2' }]);

    // The next pass with writes to keep checkpoints but does not look for tables (reading every
    // table's size): one pass in LOOK_EVERY_PASSES does.
    const sentBefore = thread.sent.length;
    await vi.waitFor(() => expect(thread.sent.length).toBeGreaterThan(sentBefore), { timeout: 2_000 });
    expect(last()).toMatch(/pg_current_wal_insert_lsn/);
    thread.answerNext([{ lsn: '0/3' }]);
    await sentNext(/^CHECKPOINT$/);
    thread.answerNext();
    await sentNext(/pg_current_wal_insert_lsn/);
    thread.answerNext([{ lsn: '0/4' }]);
    await db.destroy();
  });
});
