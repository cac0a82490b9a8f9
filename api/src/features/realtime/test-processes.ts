import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  pathWithQuery,
  type Route,
  type RouteAnswer,
  type RouteCallArgs,
  type RouteCallInput,
  routes,
} from '@clipclub/protocol';
import { createClient } from 'redis';
import { type Caller, cookieOf } from '../../test/call.ts';
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
      const res = await fetch(urlOver(url, routes.health));
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

/** What a call over HTTP sends: the route's input, and who calls (their cookie). */
export type OverInput<R extends Route> = RouteCallInput<R> & { as?: Caller };
type OverArgs<R extends Route> = RouteCallArgs<R, OverInput<R>>;

/** fetch's answer, with `json()` typed by the route's response schema. */
export type Fetched<R extends Route> = Omit<Response, 'json'> & { json(): Promise<RouteAnswer<R>> };

/** The URL of `route` on the process at `base`: its path filled in, its query added. */
export function urlOver<R extends Route>(base: string, route: R, ...[input]: OverArgs<R>): string {
  return base + pathWithQuery(route, input);
}

/**
 * A call of `route` to the process at `base`, as the browser of the player `as` makes it: the
 * site's Origin, their cookie, a JSON body. The route's table entry names the path, so the
 * tests of several processes type their calls as the in-process tests' `call` does.
 */
export async function fetchOver<R extends Route>(base: string, route: R, ...args: OverArgs<R>): Promise<Fetched<R>> {
  const [input] = args;
  const cookie = cookieOf(input?.as);
  const body = input?.payload ?? input?.body;
  const res = await fetch(urlOver(base, route, ...args), {
    method: route.method,
    headers: {
      origin: PROCESS_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...input?.headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  return res as Fetched<R>;
}

/** Signs in through the development sign-in over HTTP and answers the cookie to send. */
export async function signInOver(url: string, email: string, firstName: string) {
  const res = await fetchOver(url, routes.devLogin, { body: { email, firstName } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const set = res.headers.getSetCookie().find((c) => c.startsWith('cc_session='));
  if (!set) throw new Error('no login cookie');
  return { cookie: set.split(';')[0] as string, userId: (await res.json()).id };
}

/**
 * The set-up of the two-process tests: Ann signs in on process A and creates a manual room there,
 * Bob signs in on B and joins it through B.
 */
export async function createRoomAcross(aUrl: string, bUrl: string, name: string) {
  const ann = await signInOver(aUrl, 'ann@example.com', 'Ann');
  const bob = await signInOver(bUrl, 'bob@example.com', 'Bob');
  const created = await fetchOver(aUrl, routes.createRoom, {
    as: ann,
    body: { name, type: 'manual', votingMode: 'classic' },
  });
  if (created.status !== 201) throw new Error(`room not created through A: ${created.status}`);
  const room = await created.json();
  const joined = await fetchOver(bUrl, routes.joinRoom, { as: bob, body: { inviteCode: room.inviteCode } });
  if (joined.status !== 200) throw new Error(`room not joined through B: ${joined.status}`);
  return { ann, bob, room };
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
