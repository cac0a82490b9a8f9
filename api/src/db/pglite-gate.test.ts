import { Kysely, type QueryResult, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDialect } from './connect.ts';
import { TransactionGateDriver } from './pglite-gate.ts';
import { PGliteThreadDriver, type QueryThread } from './pglite-thread.ts';

/** PGlite's thread, answering each statement only when the test says so; `sent` is what reached it. */
class HeldThread implements QueryThread {
  sent: string[] = [];
  #answers: (() => void)[] = [];
  query(text: string): Promise<QueryResult<unknown>> {
    this.sent.push(text);
    return new Promise((resolve) => this.#answers.push(() => resolve({ rows: [] })));
  }
  async close() {}
  /** Answers the oldest statement still waiting. */
  answerNext() {
    this.#answers.shift()?.();
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
