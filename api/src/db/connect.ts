import {
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type pg from 'pg';
import { MAINTENANCE_EVERY_MS, TransactionGateDriver } from './pglite-gate.ts';
import { INITDB_PARAMS, pgliteDataDir, pgliteSettings, prepareDataDir } from './pglite-init.ts';
import { PGliteThread, PGliteThreadDriver } from './pglite-thread.ts';
import { isStalePrepared, prepared as namedIfPrepared } from './prepared.ts';
import type { DB } from './schema.ts';
import { markIfUnavailable } from './unavailable.ts';

export type Database = Kysely<DB>;
export type DbConfig = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** How long PostgreSQL may take to connect or answer before a request fails with 503. */
  timeoutMs?: number | undefined;
  /** PGlite: create a new database in a child process (pglite-init.ts); the server does, tests do not. */
  initInChildProcess?: boolean | undefined;
  /** PGlite: start from this data directory (a tarball, as `dumpDataDir` makes) instead of initdb. */
  loadDataDir?: Blob | undefined;
  /** PGlite: how often to maintain it (vacuum, analyze, checkpoint: TransactionGateDriver); tests shorten it. */
  maintenanceEveryMs?: number | undefined;
};

/**
 * Default time budget. A network cut holds connections open without an answer; without limits
 * every request (health included) would hang for the whole cut. Our queries take milliseconds.
 */
export const DATABASE_TIMEOUT_MS = 5_000;

// Only the client in use is loaded: pg or PGlite, each imported when chosen (the
// unused one was ~15–30 MiB of idle RSS).
export async function connect(config: DbConfig): Promise<{ db: Database; kind: 'pg' | 'pglite' }> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    // bigint columns (counts, sequences) come back as numbers on both dialects: our counts
    // never approach 2^53, and one shape keeps the queries dialect-free.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const MarkingPool = markingPool(pg.Pool);
    const pool = new MarkingPool(poolOptions(config.databaseUrl, config.timeoutMs ?? DATABASE_TIMEOUT_MS));
    // An idle client whose server went away (restart, failover, a dropped test database) emits
    // 'error'; unhandled, that would crash the process. The pool replaces the client; queries
    // that were running still fail and reach the error handler as 503.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), kind: 'pg' };
  }
  const prepared = config.loadDataDir
    ? { loadDataDir: config.loadDataDir }
    : config.initInChildProcess
      ? await prepareDataDir(config.dataDir)
      : {};
  const thread = await PGliteThread.start({
    dataDir: pgliteDataDir(config.dataDir),
    loadDataDir: await prepared.loadDataDir?.arrayBuffer(),
    // Used when PGlite runs initdb itself (a test's `memory://` without a tarball).
    initDbStartParams: INITDB_PARAMS,
    postgresqlconf: pgliteSettings(config.dataDir),
  });
  const driver = new TransactionGateDriver(
    new PGliteThreadDriver(thread),
    config.maintenanceEveryMs ?? MAINTENANCE_EVERY_MS,
  );
  return { db: new Kysely<DB>({ dialect: pgliteDialect(driver) }), kind: 'pglite' };
}

function poolOptions(connectionString: string, timeoutMs: number): pg.PoolConfig {
  return {
    connectionString,
    max: 10,
    // Waiting for a connection (a new one, or a free one from a busy pool).
    connectionTimeoutMillis: timeoutMs,
    // The client gives up on an answer; the server cancels a statement a little sooner, so in
    // the normal case the server's clean error (57014) arrives first and the connection lives.
    query_timeout: timeoutMs,
    statement_timeout: Math.max(1, timeoutMs - 500),
    // A request that died mid-transaction must not hold row locks for long.
    idle_in_transaction_session_timeout: timeoutMs * 2,
    // A connection silently dropped by the network is noticed instead of hanging.
    keepAlive: true,
  };
}

/** pg's Pool whose failures to reach PostgreSQL carry the "unavailable" mark the error handler reads. */
const markingPool = (Pool: typeof pg.Pool) =>
  class MarkingPool extends Pool {
    override async connect(): Promise<pg.PoolClient>;
    override async connect(...args: unknown[]): Promise<unknown> {
      if (args.length > 0) return (super.connect as (...a: unknown[]) => unknown)(...args);
      const client = await super.connect().catch((error: unknown) => {
        throw markIfUnavailable(error);
      });
      if (!timedOut.has(client)) {
        timedOut.set(client, false);
        const query = client.query.bind(client) as (...a: unknown[]) => unknown;
        (client as { query: unknown }).query = (...a: unknown[]) => {
          // Behind a timed-out query the connection answers nothing (e.g. a transaction's ROLLBACK).
          if (timedOut.get(client)) return Promise.reject(markIfUnavailable(new Error('Connection timed out earlier')));
          const named = namedIfPrepared(a);
          const answer = query(...named);
          // Kysely streams through a Cursor (not a promise); only promised answers are marked.
          if (!(answer instanceof Promise)) return answer;
          const result =
            named === a
              ? answer
              : answer.catch((error: unknown) => {
                  if (isStalePrepared(error)) return query(...a);
                  throw error;
                });
          return result.catch((error: unknown) => {
            if (error instanceof Error && error.message === 'Query read timeout') timedOut.set(client, true);
            throw markIfUnavailable(error);
          });
        };
      }
      // A connection that timed out may still owe an answer: destroy it rather than lend it again.
      // (The pool gives each checkout a fresh release function, so this wraps every time.)
      const release = client.release.bind(client);
      client.release = (destroy?: Error | boolean) => release(destroy || timedOut.get(client));
      return client;
    }
  };
const timedOut = new WeakMap<object, boolean>();

// PGlite's dialect: PostgreSQL's, over the driver that shares its one connection (pglite-gate.ts).
export function pgliteDialect(driver: Driver): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createDriver: () => driver,
  };
}
