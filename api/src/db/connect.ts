import { PGlite } from '@electric-sql/pglite';
import {
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;
export type DbConfig = { databaseUrl?: string | undefined; dataDir: string };

// bigint columns (counts, sequences) come back as numbers on both dialects: our counts
// never approach 2^53, and one shape keeps the queries dialect-free.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function connect(config: DbConfig): Promise<{ db: Database; kind: 'pg' | 'pglite' }> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client whose server went away (restart, failover, a dropped test database) emits
    // 'error'; unhandled, that would crash the process. The pool replaces the client; queries
    // that were running still fail and reach the error handler as 503.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), kind: 'pg' };
  }
  const client = await PGlite.create(config.dataDir, { parsers: { 20: (v: string) => Number(v) } });
  return { db: new Kysely<DB>({ dialect: serializedPGliteDialect(client) }), kind: 'pglite' };
}

// PGlite is one connection. kysely-pglite's driver hands that connection to every caller at
// once, so a transaction's BEGIN..COMMIT could interleave with another request's queries.
// This driver lends the connection to one caller at a time. A query inside a transaction must
// use the transaction's executor, never `db`, or it waits for itself.
function serializedPGliteDialect(client: PGlite): Dialect {
  const inner = new KyselyPGlite(client).dialect;
  return {
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createDriver: () => new SerializedDriver(inner.createDriver()),
  };
}

class SerializedDriver implements Driver {
  #tail: Promise<void> = Promise.resolve();
  #release = new Map<DatabaseConnection, () => void>();
  constructor(private readonly inner: Driver) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    const connection = await this.inner.acquireConnection();
    this.#release.set(connection, release);
    return connection;
  }
  beginTransaction(c: DatabaseConnection, s: Parameters<Driver['beginTransaction']>[1]) {
    return this.inner.beginTransaction(c, s);
  }
  commitTransaction(c: DatabaseConnection) {
    return this.inner.commitTransaction(c);
  }
  rollbackTransaction(c: DatabaseConnection) {
    return this.inner.rollbackTransaction(c);
  }
  async releaseConnection(c: DatabaseConnection) {
    await this.inner.releaseConnection(c);
    this.#release.get(c)?.();
    this.#release.delete(c);
  }
  destroy() {
    return this.inner.destroy();
  }
}
