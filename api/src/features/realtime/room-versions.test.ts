import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import type { RedisClient } from '../../lib/redis.ts';
import { localRoomVersions, redisRoomVersions } from './room-versions.ts';

describe('local room versions', () => {
  it('start at a random number per process and grow with every bump', async () => {
    const one = localRoomVersions();
    const other = localRoomVersions();
    const room = randomUUID();
    const start = one.current(room) as number;
    expect(other.current(room)).not.toBe(start);
    expect(one.current(room)).toBe(start);
    expect(await one.bump(room)).toBe(start + 1);
    expect(one.current(room)).toBe(start + 1);
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
    const a = redisRoomVersions(redis);
    const b = redisRoomVersions(redis);
    const room = randomUUID();
    const start = await a.current(room);
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
    const a = redisRoomVersions(redis);
    const room = randomUUID();
    const start = (await a.current(room)) as number;
    const bump = a.bump(room);
    const reading = a.current(room);
    expect(reading).toBeInstanceOf(Promise);
    expect(await reading).toBe(start + 1);
    await bump;
  });

  it('ask Redis again once the local copy is old, so a missed message heals', async () => {
    let now = 1_000_000;
    const a = redisRoomVersions(redis, () => now);
    const b = redisRoomVersions(redis, () => now);
    const room = randomUUID();
    const start = (await b.current(room)) as number;
    await a.bump(room); // B misses the message
    expect(await b.current(room)).toBe(start);
    now += 11_000;
    expect(await b.current(room)).toBe(start + 1);
  });
});
