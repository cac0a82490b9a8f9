import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { POSTGRES_BASE_URL, postgresReachable } from '../../test/postgres-admin.ts';
import { TEST_REDIS_PREFIX } from '../../test/redis-prefix.ts';

// Real API processes for the tests that need more than one app in one process can show:
// shutdown on SIGTERM, and two processes sharing rooms through Redis. Start-up is slow on a busy
// machine (PGlite compiles its WebAssembly, tsx compiles the sources), hence the generous limit.

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  logs: string[];
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `node --import tsx api/src/server.ts` (the sources, so no build is needed); resolves once it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '0',
      REDIS_PREFIX: TEST_REDIS_PREFIX,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, child, logs);
  return {
    url,
    child,
    logs,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function waitUntilAnswering(url: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within 180 s:\n${logs.join('')}`);
}

/** The site the processes of one test serve (PUBLIC_URL): every write comes from it. */
export const PROCESS_ORIGIN = 'http://localhost:3000';

/** What the processes of one test share: its database, a Redis, the site, the cookie secret. */
export function sharedProcessEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    PUBLIC_URL: PROCESS_ORIGIN,
    SESSION_SECRET: 'a shared secret of at least thirty-two characters',
  };
}

/** An API call to one process, as the browser of the player with `cookie` makes it. */
export function callOver(url: string, method: string, path: string, cookie: string, body?: unknown) {
  return fetch(`${url}${path}`, {
    method,
    headers: { origin: PROCESS_ORIGIN, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
}

/** Signs in through the development sign-in over HTTP and answers the cookie to send. */
export async function signInOver(url: string, email: string, firstName: string) {
  const res = await fetch(`${url}/api/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PROCESS_ORIGIN },
    body: JSON.stringify({ email, firstName }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const set = res.headers.getSetCookie().find((c) => c.startsWith('cc_session='));
  if (!set) throw new Error('no login cookie');
  return { cookie: set.split(';')[0] as string, userId: ((await res.json()) as { id: string }).id };
}

/** The machine's Redis, which the tests of two processes share with its PostgreSQL (CI has both). */
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Which of the two cannot be reached (the test then says it is skipped), or null. */
export async function unreachableServices(): Promise<string | null> {
  const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    await redis.close();
  } catch {
    return `Redis at ${REDIS_URL}`;
  }
  if (!(await postgresReachable())) return `PostgreSQL at ${POSTGRES_BASE_URL}`;
  return null;
}
