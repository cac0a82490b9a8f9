import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { flushLogs, readableLogStream, stdoutLogStream } from './lib/log-stream.ts';

// Start-up: settings, database, migrations, then one Fastify process for web, API and sockets.
async function main() {
  const config = loadConfig();
  const { db, kind } = await connect({ ...config, initInChildProcess: true });
  const applied = await migrateToLatest(db);
  const stdout = stdoutLogStream();
  const logStream = await readableLogStream(stdout, { production: config.production });
  const app = await buildApp(config, { db, logStream });
  app.log.info({ database: kind, migrationsApplied: applied.length }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: refusing new connections, finishing requests in flight');
    // Hard stop if something hangs: the platform expects us gone within 10 s.
    setTimeout(() => {
      app.log.error('shutdown took longer than 9 s; exiting anyway');
      process.exit(1);
    }, 9_000).unref();
    try {
      // Stops listening, closes this process's sockets (clients reconnect, behind the proxy to
      // another process), waits for requests in flight, then runs every plugin's onClose.
      await app.close();
      await db.destroy();
      app.log.info('shut down cleanly');
      await flushLogs(stdout, 500);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by scripts/start.mjs with an IPC channel: if that launcher dies, do not serve on as an orphan.
  if (process.send) process.on('disconnect', () => void shutdown('launcher exited'));

  await app.listen({
    port: config.port,
    host: config.host,
    // Fastify would print the bound address (http://127.0.0.1:3000); the site lives at PUBLIC_URL,
    // the origin cookies, OAuth and the cross-site check are tied to.
    listenTextResolver: (address) => `Listening on ${address}; open ${config.publicUrl}`,
  });
  // Phase moves of automatic rooms; app.close() (on shutdown) stops it.
  app.scheduler.start();
  app.log.info(`Clip Club is serving ${config.publicUrl}`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Clip Club cannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
