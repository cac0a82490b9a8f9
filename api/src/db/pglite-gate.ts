import { CompiledQuery, type DatabaseConnection, type Driver } from 'kysely';
import { SharedOrExclusiveLock } from './shared-or-exclusive.ts';

// PGlite runs PostgreSQL in single-user mode, where nothing checkpoints on its own: the WAL grew
// by every write until a restart (302 MiB after 160 MB of inserts, all in memory for
// `memory://`). A checkpoint trims it to max_wal_size (pgliteSettings). A CHECKPOINT command
// always runs, writing a record of its own, so an idle database skips it: nothing was written
// since the last one when the WAL's end has not moved. PGlite runs on a thread of its own, so a
// checkpoint no longer stalls the event loop, but the queries asked for meanwhile wait for it:
// one that is due waits for a moment when no query is running or queued, unless it has already
// waited a whole interval (the WAL stays bounded).
export const CHECKPOINT_EVERY_MS = 60_000;
const SLOW_CHECKPOINT_MS = 50;

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
  #checkpoints: NodeJS.Timeout | undefined;
  #walEndAfterCheckpoint: string | undefined;
  #destroyed = false;
  /** when the checkpoint waiting for an idle moment became due */
  #dueSince: number | undefined;
  constructor(
    private readonly inner: Driver,
    private readonly checkpointEveryMs: number,
  ) {}
  async init() {
    await this.inner.init();
    this.#checkpoints = setInterval(() => {
      const overdue = this.#dueSince !== undefined && Date.now() - this.#dueSince >= this.checkpointEveryMs;
      this.#dueSince ??= Date.now();
      if (!this.#lock.busy || overdue) this.#runDue();
    }, this.checkpointEveryMs).unref();
  }
  #runDue() {
    this.#dueSince = undefined;
    this.checkpoint().catch((error: unknown) => console.warn(`PGlite checkpoint failed: ${String(error)}`));
  }
  /** Alone on the connection, in turn with every other caller. */
  async checkpoint(): Promise<void> {
    await this.#lock.acquire(true);
    try {
      // Queued behind a query that was running when the database was closed.
      if (this.#destroyed) return;
      const connection = await this.inner.acquireConnection();
      const walEnd = () =>
        connection
          .executeQuery<{ lsn: string }>(CompiledQuery.raw('SELECT pg_current_wal_insert_lsn()::text AS lsn'))
          .then((result) => result.rows[0]?.lsn);
      if ((await walEnd()) === this.#walEndAfterCheckpoint) return;
      const startedAt = performance.now();
      await connection.executeQuery(CompiledQuery.raw('CHECKPOINT'));
      const tookMs = performance.now() - startedAt;
      // Every request waited meanwhile: worth knowing when it is long.
      if (tookMs > SLOW_CHECKPOINT_MS) console.warn(`PGlite checkpoint took ${tookMs.toFixed(0)} ms`);
      this.#walEndAfterCheckpoint = await walEnd();
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
    // A due checkpoint takes the first moment nobody holds or waits for the connection.
    if (!this.#lock.busy && this.#dueSince !== undefined)
      setImmediate(() => {
        if (!this.#lock.busy && this.#dueSince !== undefined && !this.#destroyed) this.#runDue();
      });
  }
  destroy() {
    this.#destroyed = true;
    clearInterval(this.#checkpoints);
    return this.inner.destroy();
  }
}
