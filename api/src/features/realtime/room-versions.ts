import { randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RedisClient } from '../../lib/redis.ts';

/**
 * A number per room that changes whenever anything in the room changes; polled GETs put it in
 * their ETag. Versions only grow, so "a tag read before the latest write" can never match
 * again once the bump is known. Every process keeps a local copy, so checking a tag is a Map
 * lookup, never a database query.
 *
 * Reading never creates a version: a GET of a made-up room id must leave no Redis key
 * and no entry in memory. A room gets its version from a write (bump) or once a member has read
 * it (ensure), and the local copies are bounded (least recently used go first).
 */
export type RoomVersions = {
  /**
   * The current version; null when the room has none yet or it cannot be known right now
   * (Redis unreachable, a bump owed from an outage). Null means "no tag, no 304".
   */
  current(roomId: string): number | null | Promise<number | null>;
  /** A member read the room (the route answered 200): give it a version if it has none. */
  ensure(roomId: string): Promise<void>;
  /** Called after a committed write to the room. Answers the new version once it is known. */
  bump(roomId: string): Promise<number>;
  /** A bump made by another process. */
  learn(roomId: string, version: number): void;
  forget(roomId: string): void;
  /** How many rooms this process holds a version of (at most `max`). */
  readonly size: number;
};

/**
 * The room's version as a member sees it: one is made if the room has none yet. Call only for
 * someone known to be a member (a polled GET's reader, a socket's join).
 */
export async function versionForMember(versions: RoomVersions, roomId: string): Promise<number | null> {
  const version = await versions.current(roomId);
  if (version !== null) return version;
  await versions.ensure(roomId);
  return versions.current(roomId);
}

/** Rooms whose version a process keeps in memory; the least recently used are dropped first. */
export const ROOM_VERSIONS_MAX = 50_000;

// A random start, so a tag from before a restart (or a flushed Redis) never matches a new one.
const randomBase = () => randomInt(1, 2 ** 47);

/** One process: versions live in memory only. */
// A dropped room starts again from a random number, so its old tags (almost surely) never match.
export function localRoomVersions(max = ROOM_VERSIONS_MAX): RoomVersions {
  const versions = new LRUCache<string, number>({ max });
  return {
    current(roomId) {
      return versions.get(roomId) ?? null;
    },
    async ensure(roomId) {
      if (!versions.has(roomId)) versions.set(roomId, randomBase());
    },
    async bump(roomId) {
      const v = (versions.get(roomId) ?? randomBase()) + 1;
      versions.set(roomId, v);
      return v;
    },
    learn(roomId, version) {
      versions.set(roomId, Math.max(versions.get(roomId) ?? 0, version));
    },
    forget(roomId) {
      versions.delete(roomId);
    },
    get size() {
      return versions.size;
    },
  };
}

// A local copy is trusted this long; then Redis is asked again. This bounds how long a process
// that missed a bump message (a Redis blip) can answer from an old version.
const TRUST_MS = 10_000;
const KEY_TTL_S = 30 * 24 * 60 * 60;

// A Redis that holds a connection open without answering must not hold a request: a version
// it cannot answer in time is "unknown" (no 304), a bump it cannot make is made on recovery.
const REDIS_ANSWER_MS = 1_000;

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Several processes: Redis holds the counter (INCR), each process caches it briefly. Versions
 * stay monotonic across a Redis outage: a room written while Redis was unreachable is bumped
 * as soon as Redis is back, and until then this process answers no 304 for it, so a tag from
 * before the write can never match again.
 */
export function redisRoomVersions(
  redis: RedisClient,
  { prefix, now = Date.now, max = ROOM_VERSIONS_MAX }: { prefix: string; now?: () => number; max?: number },
): RoomVersions {
  const key = (roomId: string) => `${prefix}room-version:${roomId}`;
  const cached = new LRUCache<string, { version: number; until: number; learnedAt: number }>({ max });
  const pending = new Map<string, Promise<number | null>>();
  const unbumped = new Set<string>();
  let learnings = 0;

  const keep = (roomId: string, version: number) => {
    const entry = cached.get(roomId);
    // Messages may arrive out of order; versions only grow.
    const best = Math.max(entry?.version ?? 0, version);
    cached.set(roomId, { version: best, until: now() + TRUST_MS, learnedAt: ++learnings });
    return best;
  };

  // Readers of a room wait for the question already asked about it (a fetch or a bump).
  const track = (roomId: string, asked: Promise<number | null>) => {
    const settled = asked.finally(() => {
      if (pending.get(roomId) === settled) pending.delete(roomId);
    });
    pending.set(roomId, settled);
    return settled;
  };

  const fetchVersion = async (roomId: string): Promise<number | null> => {
    const startedAt = learnings;
    try {
      const value = await withinTime(redis.get(key(roomId)), REDIS_ANSWER_MS);
      // A bump owed from an outage: the stored number is older than the room.
      if (unbumped.has(roomId)) return null;
      // No version yet: nothing is cached, so a made-up id leaves nothing behind.
      if (value === null) return null;
      const fetched = Number(value);
      const entry = cached.get(roomId);
      // Redis is the authority, unless a bump message arrived while we were asking.
      if (entry && entry.learnedAt > startedAt) return keep(roomId, fetched);
      cached.set(roomId, { version: fetched, until: now() + TRUST_MS, learnedAt: ++learnings });
      return fetched;
    } catch {
      return null;
    }
  };

  const incr = (roomId: string) =>
    withinTime(
      redis
        .multi()
        .set(key(roomId), String(randomBase()), { condition: 'NX' })
        .expire(key(roomId), KEY_TTL_S)
        .incr(key(roomId))
        .exec(),
      REDIS_ANSWER_MS,
    ).then(([, , version]) => keep(roomId, Number(version)));

  const bump = (roomId: string): Promise<number> => {
    // Until Redis answers, this process does not know the version: its readers wait for the
    // answer instead of matching a tag from before the write.
    cached.delete(roomId);
    unbumped.add(roomId);
    if (!redis.isReady) return Promise.reject(new Error('Redis is not connected'));
    const bumped = incr(roomId).then((version) => {
      unbumped.delete(roomId);
      return version;
    });
    track(
      roomId,
      bumped.catch(() => null),
    );
    return bumped;
  };

  // Back from an outage: make every bump that could not be made, before trusting Redis again.
  redis.on('ready', () => {
    for (const roomId of [...unbumped]) bump(roomId).catch(() => {});
  });

  return {
    current(roomId) {
      const entry = cached.get(roomId);
      if (entry && entry.until > now()) return entry.version;
      // A bump in flight answers soon; one owed from an outage leaves the version unknown.
      const asked = pending.get(roomId);
      if (asked) return asked;
      if (unbumped.has(roomId) || !redis.isReady) return null;
      return track(roomId, fetchVersion(roomId));
    },
    async ensure(roomId) {
      if (!redis.isReady || cached.has(roomId)) return;
      await withinTime(
        redis.set(key(roomId), String(randomBase()), { condition: 'NX', expiration: { type: 'EX', value: KEY_TTL_S } }),
        REDIS_ANSWER_MS,
      ).catch(() => {});
    },
    bump,
    learn(roomId, version) {
      keep(roomId, version);
    },
    forget(roomId) {
      // A room still owed a bump stays marked: forgetting it would let an old tag match.
      cached.delete(roomId);
      pending.delete(roomId);
    },
    get size() {
      return cached.size;
    },
  };
}
