import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { connect } from '../../api/src/db/connect.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';

// The server under measurement: what api/src/server.ts starts (settings, database, migrations,
// buildApp, listen), plus what the bench asks over IPC: its memory after a full garbage
// collection (the memory in use, not garbage waiting for a GC), its CPU time so far, and a CPU
// profile of a phase (BENCH_PROFILE).
const config = loadConfig();
const { db } = await connect({ ...config, initInChildProcess: true });
await migrateToLatest(db);
const app = await buildApp(config, { db });
await app.listen({ port: config.port, host: config.host });

let profiler: Session | undefined;
async function profile(step: unknown, dir: unknown): Promise<string> {
  if (step === 'start') {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return '';
  }
  if (!profiler) return '';
  const { profile } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  profiler = undefined;
  await mkdir(resolve(String(dir)), { recursive: true });
  const file = resolve(String(dir), `server-${Date.now()}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  return file;
}

process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ rss, heapUsed });
  } else if (message === 'cpu') {
    process.send?.({ cpu: process.cpuUsage() });
  } else if (typeof message === 'object' && message !== null && 'profile' in message) {
    const { profile: step, dir } = message as { profile: unknown; dir: unknown };
    profile(step, dir).then((file) => process.send?.({ profile: file }));
  }
});
process.on('SIGTERM', async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
});
process.send?.('ready');
