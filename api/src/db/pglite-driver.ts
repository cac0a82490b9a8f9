import type { PGliteInterface } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

// Kysely over PGlite, written here rather than taken from kysely-pglite: that package's
// constructor creates a directory named after the instance's dataDir, so `memory://` left a
// `memory:` folder wherever the process ran, and its index loads a code generator and CLI.

/** PGlite's one connection, as Kysely asks for it. Streaming is not supported by PGlite. */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGliteInterface) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(query.sql, [...query.parameters]);
    return result.affectedRows === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }
  // biome-ignore lint/correctness/useYield: the interface asks for a generator; there is nothing to yield.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming.');
  }
}

/** Hands out the one connection; connect.ts wraps it so callers take turns. */
export class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  constructor(private readonly client: PGliteInterface) {
    this.#connection = new PGliteConnection(client);
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }
  async releaseConnection() {}
  async destroy() {
    await this.client.close();
  }
}

/** PostgreSQL's SQL dialect over a PGlite driver. */
export function pgliteDialect(driver: Driver): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createDriver: () => driver,
  };
}
