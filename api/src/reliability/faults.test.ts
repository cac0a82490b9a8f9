import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { connect, type Database } from '../db/connect.ts';
import {
  fetchOver,
  freePort,
  PROCESS_ORIGIN,
  signInOver,
  startServerProcess,
  urlOver,
} from '../features/realtime/test-processes.ts';
import { call, createTestDatabase, signIn, testConfig } from '../test/build-app.ts';
import { POSTGRES_BASE_URL, postgresDatabase } from '../test/postgres-instances.ts';
import { startTcpProxy } from './tcp-proxy.ts';

// Standing fault tests: the network to PostgreSQL and to Redis is cut and restored,
// the server is stopped with SIGTERM while keep-alive clients hold connections, and killed with
// kill -9 in the middle of a burst of writes. Each "fault" counts; every acknowledged write
// must survive. The tests skip, saying why, when PostgreSQL or Redis is not running.

const summary = { tried: 0, acknowledged: 0, lost: 0 };
afterAll(() => {
  console.log(`faults: ${summary.tried} tried, ${summary.lost} writes lost (of ${summary.acknowledged} acknowledged)`);
});

const REDIS_URL = 'redis://127.0.0.1:6379';
const TIMEOUT_MS = 1_000;

async function reachable(kind: 'pg' | 'redis'): Promise<boolean> {
  if (kind === 'pg') {
    const client = new pg.Client({ connectionString: POSTGRES_BASE_URL, connectionTimeoutMillis: 1_000 });
    return client.connect().then(
      () => client.end().then(() => true),
      () => false,
    );
  }
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on('error', () => {});
  return client.connect().then(
    () => client.close().then(() => true),
    () => false,
  );
}
const pgUp = await reachable('pg');
const redisUp = await reachable('redis');
if (!pgUp) console.warn(`faults: PostgreSQL cut skipped, nothing answers at ${POSTGRES_BASE_URL}`);
if (!redisUp) console.warn(`faults: Redis cut skipped, nothing answers at ${REDIS_URL}`);

const elapsed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
};

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function createRoom(app: FastifyInstance, cookie: string, name: string) {
  return call(app, routes.createRoom, { as: cookie, body: { name, type: 'manual' } });
}

describe.skipIf(!pgUp)('PostgreSQL behind a network cut', () => {
  const database = postgresDatabase();
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await database.drop();
  });

  it('answers 503 within the timeout while cut (health too), then recovers with no write lost', async () => {
    const viaProxy = new URL(await database.create());
    const proxy = await startTcpProxy({ host: viaProxy.hostname, port: Number(viaProxy.port || 5432) });
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    try {
      ({ db } = await connect({ databaseUrl: viaProxy.toString(), dataDir: '', timeoutMs: TIMEOUT_MS }));
      app = await buildApp(testConfig(), { db });
      const ann = await signIn(app, { email: 'ann@example.com', firstName: 'Ann' });
      const acknowledged: string[] = [];
      if ((await createRoom(app, ann.cookie, 'Before')).statusCode === 201) acknowledged.push('Before');

      summary.tried++;
      proxy.cut('silent');
      const unavailable = { message: 'The database is unavailable, please try again shortly', code: 'db_unavailable' };
      for (const route of [routes.health, routes.listRooms]) {
        const [res, ms] = await elapsed(() => call(app as FastifyInstance, route, { as: ann }));
        expect(res.statusCode, route.path).toBe(503);
        expect(res.error()).toEqual(unavailable);
        expect(ms, route.path).toBeLessThan(TIMEOUT_MS * 3);
      }
      const during = await createRoom(app, ann.cookie, 'During');
      expect(during.statusCode).toBe(503);

      proxy.restore();
      await eventually(async () => (await call(app as FastifyInstance, routes.health)).statusCode === 200, 5_000);
      expect((await createRoom(app, ann.cookie, 'After')).statusCode).toBe(201);
      acknowledged.push('After');
      const names = (await db.selectFrom('rooms').select('name').execute()).map((r) => r.name);
      summary.acknowledged += acknowledged.length;
      summary.lost += acknowledged.filter((n) => !names.includes(n)).length;
      expect(names).toEqual(expect.arrayContaining(acknowledged));
    } finally {
      await proxy.close();
    }
  }, 30_000);
});

describe.skipIf(!redisUp)('Redis behind a network cut', () => {
  it('starts while Redis is unreachable, serves writes, and picks Redis up when it returns', async () => {
    summary.tried++;
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    proxy.cut('refuse');
    const database = await createTestDatabase();
    const { db } = database;
    const [app, ms] = await elapsed(() =>
      buildApp(testConfig({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }), { db }),
    );
    try {
      expect(ms).toBeLessThan(5_000);
      const ann = await signIn(app, { email: 'ann@example.com', firstName: 'Ann' });
      const room = await createRoom(app, ann.cookie, 'Offline');
      expect(room.statusCode).toBe(201);
      // No version is known while Redis is away: no tag, so no 304 can be wrong.
      const readRoom = () => call(app, routes.getRoom, { params: { id: room.json().id }, as: ann });
      expect((await readRoom()).headers.etag).toBeUndefined();
      expect((await call(app, routes.health)).json()).toEqual({
        ok: true,
        redis: 'unreachable',
      });
      proxy.restore();
      await eventually(async () => (await readRoom()).headers.etag !== undefined, 10_000);
      expect((await call(app, routes.health)).json()).toEqual({
        ok: true,
        redis: 'connected',
      });
    } finally {
      await app.close();
      await database.destroy();
      await proxy.close();
    }
  }, 30_000);

  it('never answers 304 to a tag from before a write made while Redis was cut', async () => {
    summary.tried++;
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    const database = await createTestDatabase();
    const { db } = database;
    const app = await buildApp(testConfig({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }), { db });
    try {
      const ann = await signIn(app, { email: 'ann@example.com', firstName: 'Ann' });
      const room = (await createRoom(app, ann.cookie, 'Before')).json();
      const get = (tag?: string) =>
        call(app, routes.getRoom, { params: { id: room.id }, as: ann, headers: tag ? { 'if-none-match': tag } : {} });
      const oldTag = (await get()).headers.etag as string;
      expect(oldTag).toBeTruthy();
      expect((await get(oldTag)).statusCode).toBe(304);

      proxy.cut('refuse');
      const patch = await call(app, routes.updateRoom, { params: { id: room.id }, as: ann, body: { name: 'During' } });
      expect(patch.statusCode).toBe(200);
      expect((await get(oldTag)).statusCode).toBe(200);

      proxy.restore();
      await eventually(async () => (await get()).headers.etag !== undefined, 10_000);
      const after = await get(oldTag);
      expect(after.statusCode).toBe(200);
      expect(after.json().name).toBe('During');
      expect(after.headers.etag).not.toBe(oldTag);
    } finally {
      await app.close();
      await database.destroy();
      await proxy.close();
    }
  }, 30_000);
});

describe('the server process', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write to kill -9 mid-burst (PGlite), then exits 0 on SIGTERM with keep-alive clients', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clipclub-faults-'));
    const env = { DATA_DIR: dataDir, PUBLIC_URL: PROCESS_ORIGIN, RATE_LIMIT_WRITES_PER_MINUTE: '10000' };
    const first = await startServerProcess(env);
    const { cookie } = await signInOver(first.url, 'ann@example.com', 'Ann');

    // A burst of writes; kill -9 lands once some are acknowledged and others are in flight.
    summary.tried++;
    const acknowledged: string[] = [];
    const write = async (i: number) => {
      const res = await fetchOver(first.url, routes.createRoom, {
        as: cookie,
        body: { name: `Burst ${i}`, type: 'manual' },
      }).catch(() => undefined);
      if (res?.status === 201) acknowledged.push((await res.json()).id);
    };
    const burst = Array.from({ length: 60 }, (_, i) => write(i));
    await eventually(async () => acknowledged.length >= 10, 20_000);
    first.child.kill('SIGKILL');
    await Promise.allSettled(burst);
    await first.exited;

    const second = await startServerProcess(env);
    try {
      // Every room, not the first page of 50 (decisions.md §9): the burst may have made 60.
      const res = await fetchOver(second.url, routes.listRooms, { query: { limit: '200' }, as: cookie });
      const ids = (await res.json()).map((r) => r.id);
      const lost = acknowledged.filter((id) => !ids.includes(id));
      summary.acknowledged += acknowledged.length;
      summary.lost += lost.length;
      expect(lost).toEqual([]);

      // Keep-alive clients hold idle connections; one request is still in flight at SIGTERM.
      summary.tried++;
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      const get = (url: string) =>
        new Promise<number>((resolve, reject) => {
          request(url, { agent, headers: { cookie } }, (r) => {
            r.resume();
            r.on('end', () => resolve(r.statusCode ?? 0));
          })
            .on('error', reject)
            .end();
        });
      const reads = [routes.health, routes.listRooms, routes.getCurrentUser].map((route) => urlOver(second.url, route));
      expect(await Promise.all(reads.map(get))).toEqual([200, 200, 200]);
      // In flight: the headers are in, the body is still on its way when SIGTERM lands.
      const body = JSON.stringify({ name: 'Last', type: 'manual' });
      let finishBody = () => {};
      const inFlight = new Promise<number>((resolve, reject) => {
        const req = request(urlOver(second.url, routes.createRoom), {
          agent,
          method: routes.createRoom.method,
          headers: {
            cookie,
            origin: PROCESS_ORIGIN,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        req.on('response', (r) => {
          r.resume();
          r.on('end', () => resolve(r.statusCode ?? 0));
        });
        req.on('error', reject);
        req.write(body.slice(0, 5));
        finishBody = () => req.end(body.slice(5));
      });
      await new Promise((r) => setTimeout(r, 300));
      const signalledAt = Date.now();
      second.child.kill('SIGTERM');
      // The rest of the body only after the signal, so the request is truly in flight when it lands.
      await new Promise((r) => setTimeout(r, 100));
      finishBody();
      expect(await inFlight).toBe(201);
      expect(await second.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(5_000);
      agent.destroy();
    } finally {
      if (second.child.exitCode === null) second.child.kill('SIGKILL');
    }
  }, 120_000);
});

describe('logging', () => {
  let child: ReturnType<typeof spawn> | undefined;
  // A test that times out skips its finally; the process must not outlive the run.
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });

  it('never blocks the server when nobody reads its stdout: it answers, and exits 0 on SIGTERM', async () => {
    summary.tried++;
    const port = await freePort();
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
    child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'info',
      },
      // stdout is a pipe this test never reads: once its buffer is full, every write would wait.
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    child.stdout?.pause();
    const server = child;
    const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
    const url = `http://127.0.0.1:${port}`;
    try {
      const health = urlOver(url, routes.health);
      await eventually(async () => (await fetch(health).catch(() => undefined))?.ok === true, 60_000);
      // Each request logs two lines; a few hundred overflow a 64 KiB pipe several times.
      for (let i = 0; i < 400; i++) {
        const res = await fetch(health, { signal: AbortSignal.timeout(2_000) });
        expect(res.status).toBe(200);
      }
      const signalledAt = Date.now();
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(5_000);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 90_000);
});
