import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  sql,
} from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { TransactionGateDriver } from './pglite-gate.ts';

/** A database that answers each statement only when the test says so; `sent` is what reached it. */
class HeldDatabase implements Driver {
  sent: string[] = [];
  #answers: (() => void)[] = [];
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return {
      executeQuery: <R>(query: CompiledQuery) => {
        this.sent.push(query.sql);
        return new Promise<QueryResult<R>>((resolve) => this.#answers.push(() => resolve({ rows: [] })));
      },
      streamQuery: () => {
        throw new Error('no streams');
      },
    };
  }
  async beginTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('BEGIN'));
  }
  async commitTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }
  async releaseConnection() {}
  async destroy() {}
  /** Answers the oldest statement still waiting. */
  answerNext() {
    this.#answers.shift()?.();
  }
}

const kyselyFor = (driver: Driver) =>
  new Kysely<Record<string, never>>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createDriver: () => driver,
    },
  });

const turns = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("PGlite's one connection, shared outside transactions (TransactionGateDriver)", () => {
  const inner = new HeldDatabase();
  const db = kyselyFor(new TransactionGateDriver(inner, 60_000));
  afterEach(() => {
    inner.sent = [];
  });

  it('sends every query outside a transaction at once, without waiting for the one before to answer', async () => {
    const queries = [1, 2, 3].map((n) => sql`select ${sql.lit(n)}`.execute(db));
    await turns();
    expect(inner.sent).toEqual(['select 1', 'select 2', 'select 3']);
    for (let i = 0; i < 3; i++) inner.answerNext();
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
    expect(inner.sent).toEqual(["select 'before'"]);

    inner.answerNext(); // before
    await turns();
    expect(inner.sent).toEqual(["select 'before'", 'BEGIN']);
    inner.answerNext(); // BEGIN
    await turns();
    expect(inner.sent).toEqual(["select 'before'", 'BEGIN', "insert 'mine'"]);
    inner.answerNext(); // insert
    await turns();
    expect(inner.sent).toEqual(["select 'before'", 'BEGIN', "insert 'mine'", 'COMMIT']);
    inner.answerNext(); // COMMIT
    await turns();
    // Only once the transaction is over.
    expect(inner.sent.at(-1)).toBe("select 'elsewhere'");
    inner.answerNext();
    await Promise.all([before, transaction, inside]);
  });
});
