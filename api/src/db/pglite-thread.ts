import { Worker } from 'node:worker_threads';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { PREPARED } from './prepared.ts';
import { markIfUnavailable } from './unavailable.ts';

/**
 * What PGlite is started with (PGlite.create's options that cross to its thread). The tarball
 * comes as bytes: a Blob does not cross.
 */
export type PGliteThreadOptions = {
  dataDir?: string | undefined;
  loadDataDir?: ArrayBuffer | undefined;
  initDbStartParams: string[];
  postgresqlconf: string[];
};

type Answer = { id: number; rows?: unknown[]; affectedRows?: number; error?: Record<string, unknown> };
type Pending = { resolve: (answer: Answer) => void; reject: (error: unknown) => void };

/**
 * PGlite on a worker thread (pglite-worker.mjs). In the server's own thread, every query and
 * every checkpoint held the event loop: an advance cost it 3.9–9.8 ms of CPU (bench/README.md),
 * and a checkpoint stalled every request, socket and timer for 12–484 ms. Here they take the
 * machine's other core, and the loop only posts the statement and reads the rows.
 */
export class PGliteThread {
  #pending = new Map<number, Pending>();
  #nextId = 0;
  /** Why the thread can no longer answer, once it stopped. */
  #stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: Answer) => {
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#settled(answer.id);
      pending.resolve(answer);
    });
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`PGlite's thread exited (${code})`)));
    // Kept alive only while a query waits for its answer: an idle database holds no process open.
    // (After the listeners: adding one refs the thread again.)
    worker.unref();
  }

  static async start(options: PGliteThreadOptions): Promise<PGliteThread> {
    const { loadDataDir } = options;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      // The worker, plain JavaScript, takes prepared.ts's marker from here rather than a copy.
      workerData: { ...options, preparedMarker: PREPARED },
      ...(loadDataDir ? { transferList: [loadDataDir] } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => settle(() => reject(error));
      const exited = (code: number) => failed(new Error(`PGlite's thread exited while starting (${code})`));
      const ready = (message: { ready?: boolean }) => message.ready && settle(resolve);
      const settle = (then: () => void) => {
        worker.off('message', ready).off('error', failed).off('exit', exited);
        then();
      };
      worker.on('message', ready).on('error', failed).on('exit', exited);
    });
    return new PGliteThread(worker);
  }

  async query(sql: string, params: readonly unknown[]): Promise<QueryResult<unknown>> {
    const answer = await this.#send({ sql, params });
    if (answer.error) throw Object.assign(new Error(String(answer.error.message)), answer.error);
    // As PGlite answers (kysely-pglite passed its result on as it is): rows, and no update counts.
    return { rows: answer.rows ?? [], ...({ affectedRows: answer.affectedRows } as object) };
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    // PGlite closes (its files written), then the thread goes.
    await this.#send({ close: true });
    await this.worker.terminate();
  }

  #send(message: { sql?: string; params?: readonly unknown[]; close?: boolean }): Promise<Answer> {
    if (this.#stopped) return Promise.reject(markIfUnavailable(new Error(this.#stopped.message)));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.worker.ref();
    return new Promise<Answer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.worker.unref();
  }

  /** The thread died (a WebAssembly abort, say): every query waiting and to come fails with 503. */
  #stop(error: Error) {
    this.#stopped ??= error;
    for (const [id, pending] of this.#pending) {
      this.#settled(id);
      pending.reject(markIfUnavailable(new Error(error.message)));
    }
  }
}

/** What the driver asks of the thread (a test gives it one that answers when told). */
export type QueryThread = Pick<PGliteThread, 'query' | 'close'>;

/** Kysely's driver over the thread: one connection, which pglite-gate.ts's TransactionGateDriver shares out. */
export class PGliteThreadDriver implements Driver {
  constructor(private readonly thread: QueryThread) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const { thread } = this;
    return {
      executeQuery: <R>(query: CompiledQuery) => thread.query(query.sql, query.parameters) as Promise<QueryResult<R>>,
      streamQuery: () => {
        throw new Error('PGlite does not stream');
      },
    };
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
  destroy() {
    return this.thread.close();
  }
}
