import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE, resolveVapidKeys } from './vapid-keys.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the VAPID pair', () => {
  it('is the configured one when set', async () => {
    const keys = { publicKey: `B${'a'.repeat(86)}`, privateKey: 'b'.repeat(43) };
    expect(await resolveVapidKeys(keys, 'memory://')).toBe(keys);
  });

  it('is made once in development and kept in DATA_DIR, so a restart signs with the same pair', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'clipclub-vapid-'));
    dirs.push(dir);
    const dataDir = join(dir, 'data'); // not there yet: made on first start
    const [first, second] = await Promise.all([resolveVapidKeys('kept', dataDir), resolveVapidKeys('kept', dataDir)]);
    expect(second).toEqual(first);
    expect(await resolveVapidKeys('kept', dataDir)).toEqual(first);
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(JSON.parse(await readFile(join(dataDir, KEY_FILE), 'utf8'))).toEqual(first);
    expect((await stat(join(dataDir, KEY_FILE))).mode & 0o077).toBe(0);
  });

  it('is made per process with a memory:// DATA_DIR', async () => {
    const [a, b] = [await resolveVapidKeys('kept', 'memory://'), await resolveVapidKeys('kept', 'memory://')];
    expect(a.publicKey).not.toBe(b.publicKey);
  });
});
