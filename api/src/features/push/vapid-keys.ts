import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { PushConfig } from '../../config.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

export const KEY_FILE = 'vapid-keys.json';

/**
 * The VAPID pair push signs with. Set in the environment: that one. Development without keys: a
 * pair made on first start and kept in DATA_DIR, so a browser's subscription (made against the
 * public key) keeps working across restarts; a `memory://` DATA_DIR keeps nothing, so each
 * process makes its own.
 */
export async function resolveVapidKeys(keys: PushConfig['keys'], dataDir: string): Promise<VapidKeys> {
  if (keys !== 'kept') return keys;
  if (dataDir.startsWith('memory://')) return webpush.generateVAPIDKeys();
  const file = join(dataDir, KEY_FILE);
  const stored = await readKeys(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  // Written aside, then linked into place: link() fails when the file exists, so a second process
  // starting at the same moment keeps the first one's pair and never reads a half-written file.
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(draft, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readKeys(file);
    if (!theirs) throw new Error(`${file} holds no VAPID keys`);
    return theirs;
  } finally {
    await unlink(draft);
  }
}

async function readKeys(file: string): Promise<VapidKeys | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`${file} holds no VAPID keys: delete it to make a new pair`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
