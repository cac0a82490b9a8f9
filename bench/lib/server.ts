import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/server-args.mjs';

// The server under test runs in its own process, so its memory can be read apart from the
// 1,000 clients the bench holds. Loopback only.

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type BenchServer = { url: string; origin: string; child: ChildProcess; database: string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function startServer(): Promise<BenchServer> {
  // BENCH_PORT pins the port; BENCH_SERVER_ARGS adds node flags (e.g. `--cpu-prof`) to the server.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const databaseUrl = process.env.DATABASE_URL;
  const extraArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    // The production server's node flags (scripts/server-args.mjs), then the bench's own.
    [...SERVER_NODE_FLAGS, ...extraArgs, '--expose-gc', '--import', 'tsx', 'bench/lib/server-child.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        DATA_DIR: 'memory://',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
        LOG_LEVEL: 'warn',
        SCHEDULER_INTERVAL_MS: '0',
        // 1,000 sign-ins come from one address in a few seconds; the limit is not what is measured.
        RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
        // …and so do 1,000 sockets and their polls: the bench measures fan-out, not the caps.
        RATE_LIMIT_READS_PER_MINUTE: '1000000',
        SOCKETS_PER_ADDRESS: '1000000',
        // No internet: video lookups answer 404 from the server itself at once (fallback titles).
        YOUTUBE_OEMBED_URL: `${origin}/api/no-oembed-here`,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  // However the bench ends, it takes its server with it.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not answer /api/health within 120 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: origin,
    origin,
    child,
    database: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory',
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU time (user + system) a bench child has used so far, in ms (asked over IPC). */
export function childCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const answer = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('cpu' in message)) return;
      child.off('message', answer);
      const { user, system } = (message as { cpu: NodeJS.CpuUsage }).cpu;
      resolve((user + system) / 1000);
    };
    child.on('message', answer);
    child.send('cpu');
  });
}

/**
 * With BENCH_PROFILE=<dir>, the server records a CPU profile between `start` and `stop` and
 * writes it to <dir> (a .cpuprofile, for Chrome DevTools or `bench/lib/profile-summary.ts`).
 * Answers the file written, or undefined when the knob is unset.
 */
export function profileServer(server: BenchServer, step: 'start' | 'stop'): Promise<string | undefined> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const answer = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('profile' in message)) return;
      server.child.off('message', answer);
      resolve((message as { profile: string }).profile);
    };
    server.child.on('message', answer);
    server.child.send({ profile: step, dir });
  });
}

export type Memory = { rss: number; heapUsed: number };

/** The server's memory after a full garbage collection (asked over IPC). */
export function serverMemory(server: BenchServer): Promise<Memory> {
  return new Promise((resolve) => {
    const answer = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('rss' in message)) return;
      server.child.off('message', answer);
      resolve(message as Memory);
    };
    server.child.on('message', answer);
    server.child.send('memory');
  });
}
