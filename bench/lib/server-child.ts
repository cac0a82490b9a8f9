import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { connect } from '../../api/src/db/connect.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';

// The server under measurement: what api/src/server.ts starts (settings, database, migrations,
// buildApp, listen), plus one thing the bench needs: on request over IPC it collects garbage
// and reports its memory, so a reading is the memory in use, not garbage waiting for a GC.
const config = loadConfig();
const { db } = await connect({ ...config, initInChildProcess: true });
await migrateToLatest(db);
const app = await buildApp(config, { db });
await app.listen({ port: config.port, host: config.host });

process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
});
process.on('SIGTERM', async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
});
process.send?.('ready');
