import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import type { RedisClient } from '../../lib/redis.ts';
import { TEST_REDIS_PREFIX } from '../../test/redis-prefix.ts';
import { localRoomVersions, redisRoomVersions } from './room-versions.ts';

describe('local room versions', () => {
  it('start at a random number per process and grow with every bump', async () => {
    const one = localRoomVersions();
    const other = localRoomVersions();
    const room = randomUUID();
    await one.ensure(room);
    await other.ensure(room);
    const start = one.current(room) as number;
    expect(start).toBeGreaterThan(0);
    expect(other.current(room)).not.toBe(start);
    expect(one.current(room)).toBe(start);
    expect(await one.bump(room)).toBe(start + 1);
    expect(one.current(room)).toBe(start + 1);
  });

  it('are never made by reading, and keep only the most recently used rooms', async () => {
    const versions = localRoomVersions(3);
    for (let i = 0; i < 10; i++) expect(versions.current(randomUUID())).toBeNull();
    expect(versions.size).toBe(0);
    const rooms = Array.from({ length: 5 }, () => randomUUID());
    for (const room of rooms) await versions.bump(room);
    expect(versions.size).toBe(3);
    expect(versions.current(rooms[0]!)).toBeNull();
    expect(versions.current(rooms[4]!)).not.toBeNull();
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
if (!redisUp) console.warn(`Redis room-version tests skipped: ${REDIS_URL} is unreachable`);
afterAll(async () => {
  if (redisUp) await redis.close();
});

describe.skipIf(!redisUp)('Redis room versions', () => {
  it('give every process the same version and spread a bump', async () => {
    const a = redisRoomVersions(redis, { prefix: TEST_REDIS_PREFIX });
    const b = redisRoomVersions(redis, { prefix: TEST_REDIS_PREFIX });
    const room = randomUUID();
    await a.ensure(room);
    const start = await a.current(room);
    expect(start).not.toBeNull();
    expect(await b.current(room)).toBe(start);
    const bumped = await a.bump(room);
    expect(bumped).toBe((start as number) + 1);
    expect(await a.current(room)).toBe(bumped);
    // B trusts its copy until the bump message arrives…
    expect(await b.current(room)).toBe(start);
    b.learn(room, bumped);
    expect(await b.current(room)).toBe(bumped);
    // …and a late, older message never takes it back.
    b.learn(room, start as number);
    expect(await b.current(room)).toBe(bumped);
  });

  it('make readers of a room wait for a bump in flight instead of answering the old version', async () => {
    const a = redisRoomVersions(redis, { prefix: TEST_REDIS_PREFIX });
    const room = randomUUID();
    await a.ensure(room);
    const start = (await a.current(room)) as number;
    const bump = a.bump(room);
    const reading = a.current(room);
    expect(reading).toBeInstanceOf(Promise);
    expect(await reading).toBe(start + 1);
    await bump;
  });

  it('ask Redis again once the local copy is old, so a missed message heals', async () => {
    let now = 1_000_000;
    const a = redisRoomVersions(redis, { prefix: TEST_REDIS_PREFIX, now: () => now });
    const b = redisRoomVersions(redis, { prefix: TEST_REDIS_PREFIX, now: () => now });
    const room = randomUUID();
    await b.ensure(room);
    const start = (await b.current(room)) as number;
    await a.bump(room); // B misses the message
    expect(await b.current(room)).toBe(start);
    now += 11_000;
    expect(await b.current(room)).toBe(start + 1);
  });

  it('leave no key behind when a room is only read, and keep a bounded local copy', async () => {
    const versions = redisRoomVersions(redis, { prefix: TEST_REDIS_PREFIX, max: 2 });
    const unread = randomUUID();
    expect(await versions.current(unread)).toBeNull();
    expect(await redis.exists(`clipclub:room-version:${unread}`)).toBe(0);
    expect(versions.size).toBe(0);
    for (let i = 0; i < 4; i++) await versions.bump(randomUUID());
    expect(versions.size).toBe(2);
  });
});
