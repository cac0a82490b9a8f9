import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Creating a PGlite cluster (initdb) grows its WebAssembly heap to about 500 MiB, which
 * WebAssembly never gives back, and the allocator keeps what it freed: a server that ran
 * initdb itself idles at ~450 MiB more than one that opened a ready database (issue 12).
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
      const db = await PGlite.create(${JSON.stringify(dataDir)}, { initDbStartParams: ['--wal-segsize=1'] });
      if (${inMemory}) writeFileSync(${JSON.stringify(tarball)}, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
      await db.close();`;
    await run(process.execPath, ['--input-type=module', '-e', code]);
    return inMemory ? { loadDataDir: new Blob([readFileSync(tarball)]) } : {};
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
