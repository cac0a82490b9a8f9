import { randomUUID } from 'node:crypto';
import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { RedisClient } from '../lib/redis.ts';
import { call, testConfig, useTestApp } from '../test/build-app.ts';
import { createRoomWith, signInAll } from '../test/factories.ts';
import { TEST_REDIS_PREFIX } from '../test/redis-prefix.ts';

// A GET of a made-up room or session id used to create a room version (a Redis key for
// 30 days, a never-freed entry in memory), so any signed-in user could grow both without limit.
// Reading now creates nothing until a member is seen; the in-memory copy is bounded (LRU).
const t = useTestApp();

const strangerReads = [
  routes.getRoom,
  routes.listMembers,
  routes.listSessions,
  routes.getLeaderboard,
  routes.getSession,
  routes.listSubmissions,
] as const;

async function probe(app: FastifyInstance, cookie: string, ids: string[]) {
  for (const id of ids) {
    for (const route of strangerReads) {
      const res = await call(app, route, { params: { id }, as: cookie, headers: { 'if-none-match': 'W/"1-abc"' } });
      const { path } = route;
      expect({ path, id, status: res.statusCode }).toEqual({ path, id, status: 404 });
    }
  }
}

describe('one process', () => {
  it('keeps no version for made-up ids or rooms the caller is not in, and tags a member’s read', async () => {
    const [ann, eve] = await signInAll(t.app, 'Ann', 'Eve');
    const roomId = await createRoomWith(t.app, ann.cookie);
    const before = t.app.roomVersions.size;

    const made = Array.from({ length: 20 }, () => randomUUID());
    await probe(t.app, eve.cookie, [...made, roomId]);
    expect(t.app.roomVersions.size).toBe(before);
    for (const id of made) expect(await t.app.roomVersions.current(id)).toBeNull();

    const read = await call(t.app, routes.getRoom, { params: { id: roomId }, as: ann });
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toMatch(/^W\/"/);
    console.log(`version store: ${20 * strangerReads.length} stranger reads, 0 versions made`);
  });
});

const REDIS_URL = 'redis://127.0.0.1:6379';
const redis: RedisClient = createClient({
  url: REDIS_URL,
  socket: { connectTimeout: 1_000, reconnectStrategy: false },
});
redis.on('error', () => {});
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);
if (!redisUp) console.warn(`version store: Redis part skipped, nothing answers at ${REDIS_URL}`);
afterAll(async () => {
  if (redisUp) await redis.close();
});

describe.skipIf(!redisUp)('with Redis', () => {
  it('creates no Redis key for a made-up room id, and one for a room a member reads', async () => {
    const app = await buildApp(testConfig({ REDIS_URL }), { db: t.db, clock: t.clock });
    try {
      const [ann, eve] = await signInAll(app, 'Ann', 'Eve');
      const roomId = await createRoomWith(app, ann.cookie);
      const made = Array.from({ length: 5 }, () => randomUUID());
      await probe(app, eve.cookie, made);
      for (const id of made) expect(await redis.exists(`${TEST_REDIS_PREFIX}room-version:${id}`)).toBe(0);
      await probe(app, eve.cookie, [roomId]);

      const read = await call(app, routes.getRoom, { params: { id: roomId }, as: ann });
      expect(read.headers.etag).toMatch(/^W\/"/);
      expect(await redis.exists(`${TEST_REDIS_PREFIX}room-version:${roomId}`)).toBe(1);
    } finally {
      await app.close();
    }
  });
});
