import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL settings for a PGlite database (written as its postgresql.conf at each start).
 * - PostgreSQL's default 128 MB of shared buffers live in the WebAssembly heap; one process with
 *   one connection and a club's data needs far less (about 100 MiB less RSS).
 * - WAL kept for reuse after a checkpoint (connect.ts): up to max_wal_size. In `memory://` it
 *   is memory, so 8 MiB, in 1 MiB segments (ours are made so: prepareDataDir, the tests'
 *   template). A directory may have been made with 16 MiB segments, and PostgreSQL refuses to
 *   start with min_wal_size under two segments, so there 32 and 64 MB.
 */
export function pgliteSettings(dataDir: string): string[] {
  const wal = dataDir.startsWith('memory://')
    ? ['min_wal_size=2MB', 'max_wal_size=8MB']
    : ['min_wal_size=32MB', 'max_wal_size=64MB'];
  return ['shared_buffers=16MB', 'work_mem=2MB', 'temp_buffers=2MB', ...wal];
}

/** initdb's WAL segment size for every cluster we make: see pgliteSettings. */
export const INITDB_PARAMS = ['--wal-segsize=1'];

/**
 * A `memory://` database holds every file in the process's memory. initdb makes three
 * databases of ~7 MiB each (template0, template1, postgres); the app uses postgres and never
 * creates a database, so the templates go, and the WAL initdb wrote is switched away and
 * checkpointed: the tarball the server loads is 13 MiB instead of 29.5. (DROP DATABASE must
 * be a statement of its own.)
 */
export const SLIM_IN_MEMORY = [
  'ALTER DATABASE template0 IS_TEMPLATE false',
  'DROP DATABASE template0',
  'ALTER DATABASE template1 IS_TEMPLATE false',
  'DROP DATABASE template1',
  'SELECT pg_switch_wal()',
  'CHECKPOINT',
  'SELECT pg_switch_wal()',
  'CHECKPOINT',
];

/**
 * Creating a PGlite cluster (initdb) grows its WebAssembly heap to about 500 MiB, which
 * WebAssembly never gives back, and the allocator keeps what it freed: a server that ran
 * initdb itself idles at ~450 MiB more than one that opened a ready database.
 * So a new database is created in a short-lived child process, and the server opens the
 * result: a directory on disk as it is; for `memory://`, the child's data directory as a
 * tarball, which the server loads (`loadDataDir`).
 *
 * WAL segments are 1 MiB instead of 16 (initdb's `--wal-segsize`, fixed for the cluster's
 * life): in `memory://` every file lives in the process's memory, and a new cluster's WAL was
 * one 16 MiB segment of a 38 MiB data directory (29 MiB with 1 MiB segments).
 *
 * Returns what PGlite.create needs beyond the directory: nothing, or the tarball.
 */
export async function prepareDataDir(dataDir: string): Promise<{ loadDataDir?: Blob }> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory && existsSync(join(dataDir.replace(/^file:\/\//, ''), 'PG_VERSION'))) return {};
  const scratch = mkdtempSync(join(tmpdir(), 'clipclub-initdb-'));
  const tarball = join(scratch, 'data.tar.gz');
  try {
    const code = `
      const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
      const { writeFileSync } = await import('node:fs');
      const inMemory = ${inMemory};
      const db = await PGlite.create(${JSON.stringify(dataDir)}, {
        initDbStartParams: ${JSON.stringify(INITDB_PARAMS)},
        postgresqlconf: ${JSON.stringify(pgliteSettings(dataDir))},
      });
      if (inMemory) {
        for (const statement of ${JSON.stringify(SLIM_IN_MEMORY)}) await db.query(statement);
        writeFileSync(${JSON.stringify(tarball)}, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
      }
      await db.close();`;
    await run(process.execPath, ['--input-type=module', '-e', code]);
    return inMemory ? { loadDataDir: new Blob([readFileSync(tarball)]) } : {};
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The data directory PGlite is given for a DATA_DIR: none for `memory://`, which is PGlite's own
 * default. PGlite's NodeFS makes sure its data directory exists on disk, and for the name
 * `memory://` that made a stray `memory:` folder in the working directory.
 */
export const pgliteDataDir = (dataDir: string): string | undefined =>
  dataDir.startsWith('memory://') ? undefined : dataDir;
