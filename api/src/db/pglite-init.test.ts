import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { prepareDataDir } from './pglite-init.ts';

// The server opens a database another process created (idle memory, issue 12).
describe('a new PGlite database made in a child process', () => {
  it('loads into memory:// from the child’s tarball, and a directory is created once', async () => {
    const prepared = await prepareDataDir('memory://');
    expect(prepared.loadDataDir).toBeInstanceOf(Blob);
    const db = await PGlite.create('memory://', prepared);
    await db.exec('create table t (n int); insert into t values (41)');
    expect((await db.query<{ n: number }>('select n + 1 as n from t')).rows).toEqual([{ n: 42 }]);
    await db.close();

    const dir = mkdtempSync(join(tmpdir(), 'clipclub-pglite-test-'));
    try {
      expect(await prepareDataDir(dir)).toEqual({});
      const onDisk = await PGlite.create(dir);
      await onDisk.exec('create table kept (n int); insert into kept values (7)');
      await onDisk.close();
      // Already made: opened as it is, the row still there.
      expect(await prepareDataDir(dir)).toEqual({});
      const again = await PGlite.create(dir);
      expect((await again.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 7 }]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
