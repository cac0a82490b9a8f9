import { CompiledQuery, type DatabaseConnection, type Driver } from 'kysely';
import { LOOK_EVERY_PASSES, staleTables, vacuumAnalyze } from './pglite-maintenance.ts';
import { SharedOrExclusiveLock } from './shared-or-exclusive.ts';

// PGlite runs PostgreSQL in single-user mode, where nothing maintains the database on its own.
// Nothing checkpoints: the WAL grew by every write until a restart (302 MiB after 160 MB of
// inserts, all in memory for `memory://`); a checkpoint trims it to max_wal_size
// (pgliteSettings). Nothing vacuums or analyzes: pglite-maintenance.ts. So every interval the
// database is maintained: the tables due (looked for every tenth pass) are vacuumed and
// analyzed, then it checkpoints. A
// CHECKPOINT command always runs, writing a record of its own, so an idle database is left
// alone: nothing was written since the last pass when the WAL's end has not moved. PGlite runs
// on a thread of its own, so maintenance does not stall the event loop, but the queries asked
// for meanwhile wait for it: a pass that is due waits for a moment when no query is running or
// queued, unless it has already waited a whole interval (the WAL stays bounded), and each step
// (a table, the checkpoint) takes the connection on its own, so the queries asked for meanwhile
// run between two steps, not after the whole pass.
export const MAINTENANCE_EVERY_MS = 60_000;
/** A step that held every query for longer is logged. */
const SLOW_STEP_MS = 50;

// PGlite is one connection (on its own thread: pglite-thread.ts). Queries outside a transaction
// share it: each goes to the thread at once, and the thread runs them back to back in the order
// they came, with no round trip through the event loop between one caller and the next. A
// transaction takes it alone (from its BEGIN, once the queries already sent have answered, to its
// COMMIT), so no other caller's statement runs inside it. A query inside a transaction must use
// the transaction's executor, never `db`, or it waits for itself.
export class TransactionGateDriver implements Driver {
  readonly #lock = new SharedOrExclusiveLock();
  /** The connections lent that took the connection alone (a transaction). */
  readonly #alone = new WeakSet<DatabaseConnection>();
  #passes: NodeJS.Timeout | undefined;
  #walEndAfterPass: string | undefined;
  #destroyed = false;
  #maintaining = false;
  /** passes that had something to do: one in LOOK_EVERY_PASSES looks for tables due (pglite-maintenance.ts) */
  #passesWithWrites = 0;
  /** when the pass waiting for an idle moment became due */
  #dueSince: number | undefined;
  constructor(
    private readonly inner: Driver,
    private readonly maintenanceEveryMs: number,
  ) {}
  async init() {
    await this.inner.init();
    this.#passes = setInterval(() => {
      const overdue = this.#dueSince !== undefined && Date.now() - this.#dueSince >= this.maintenanceEveryMs;
      this.#dueSince ??= Date.now();
      if (!this.#lock.busy || overdue) this.#runDue();
    }, this.maintenanceEveryMs).unref();
  }
  #runDue() {
    this.#dueSince = undefined;
    // A pass lets queries in between its steps, so it can outlast an interval: one at a time.
    if (this.#maintaining) return;
    this.#maintaining = true;
    this.maintain()
      .catch((error: unknown) => console.warn(`PGlite maintenance failed: ${String(error)}`))
      .finally(() => {
        this.#maintaining = false;
      });
  }
  /** One pass: the tables due vacuumed and analyzed, then a checkpoint; each step alone, in turn with every other caller. */
  async maintain(): Promise<void> {
    const walEnd = (connection: DatabaseConnection) =>
      connection
        .executeQuery<{ lsn: string }>(CompiledQuery.raw('SELECT pg_current_wal_insert_lsn()::text AS lsn'))
        .then((result) => result.rows[0]?.lsn);
    const due = await this.#step('look', async (connection) => {
      if ((await walEnd(connection)) === this.#walEndAfterPass) return undefined;
      const look = this.#passesWithWrites % LOOK_EVERY_PASSES === 0;
      this.#passesWithWrites++;
      return look ? staleTables(connection) : [];
    });
    if (due === undefined) return;
    for (const table of due)
      await this.#step(`VACUUM (ANALYZE) ${table}`, (connection) => connection.executeQuery(vacuumAnalyze(table)));
    await this.#step('checkpoint', async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('CHECKPOINT'));
      this.#walEndAfterPass = await walEnd(connection);
    });
  }
  /** `step` alone on the connection, in turn with every other caller; nothing once the database is closed. */
  async #step<T>(step: string, task: (connection: DatabaseConnection) => Promise<T>): Promise<T | undefined> {
    await this.#lock.acquire(true);
    try {
      // Queued behind a query that was running when the database was closed.
      if (this.#destroyed) return undefined;
      const startedAt = performance.now();
      const result = await task(await this.inner.acquireConnection());
      const tookMs = performance.now() - startedAt;
      // Every request waited meanwhile: worth knowing when it is long.
      if (tookMs > SLOW_STEP_MS) console.warn(`PGlite maintenance: ${step} took ${tookMs.toFixed(0)} ms`);
      return result;
    } finally {
      this.#released(true);
    }
  }
  /** Shared: Kysely asks for a connection before it knows whether a transaction will begin on it. */
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.acquire(false);
    return this.inner.acquireConnection().catch((error: unknown) => {
      this.#released(false);
      throw error;
    });
  }
  /** The connection, shared until now, is taken alone: its share is given back, then it waits its turn. */
  async beginTransaction(c: DatabaseConnection, s: Parameters<Driver['beginTransaction']>[1]) {
    this.#lock.release(false);
    await this.#lock.acquire(true);
    this.#alone.add(c);
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
    this.#released(this.#alone.delete(c));
  }
  #released(alone: boolean) {
    this.#lock.release(alone);
    // A due pass takes the first moment nobody holds or waits for the connection.
    if (!this.#lock.busy && this.#dueSince !== undefined)
      setImmediate(() => {
        if (!this.#lock.busy && this.#dueSince !== undefined && !this.#destroyed) this.#runDue();
      });
  }
  destroy() {
    this.#destroyed = true;
    clearInterval(this.#passes);
    return this.inner.destroy();
  }
}
