import type { RedisClient } from './redis.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted) => void;

// Enough keys for every user and address active within a window; the oldest go first.
export const LOCAL_KEYS_MAX = 20_000;
const REDIS_ANSWER_MS = 500;

/**
 * A fixed-window counter store for @fastify/rate-limit, shared by every API process through
 * Redis (its built-in Redis store needs ioredis; the app uses node-redis). While Redis is
 * unreachable each process counts alone, so limits loosen by the number of processes for the
 * outage but never stop the game.
 */
export function sharedRateLimitStore(redis: RedisClient | undefined, prefix: string) {
  const local = new Map<string, { current: number; resetAt: number }>();

  const countLocally = (key: string, windowMs: number): Counted => {
    const now = Date.now();
    let entry = local.get(key);
    if (!entry || entry.resetAt <= now) {
      local.delete(key);
      if (local.size >= LOCAL_KEYS_MAX) local.delete(local.keys().next().value as string);
      entry = { current: 0, resetAt: now + windowMs };
      local.set(key, entry);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.resetAt - now };
  };

  const countInRedis = async (key: string, windowMs: number): Promise<Counted> => {
    if (!redis?.isReady) throw new Error('Redis is not connected');
    const k = `${prefix}${key}`;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_ANSWER_MS);
    });
    const counted = redis.multi().incr(k).pExpire(k, windowMs, 'NX').pTTL(k).exec();
    const [current, , ttl] = await Promise.race([counted, late]).finally(() => clearTimeout(timer));
    return { current: Number(current), ttl: Math.max(0, Number(ttl)) };
  };

  return class SharedRateLimitStore {
    readonly #budget: string;
    // The plugin constructs the store with its options; only a child knows its budget.
    constructor(budget?: unknown) {
      this.#budget = typeof budget === 'string' ? budget : '';
    }
    incr(key: string, callback: Callback, windowMs: number) {
      const counted = `${key}${this.#budget}`;
      countInRedis(counted, windowMs).then(
        (result) => callback(null, result),
        () => callback(null, countLocally(counted, windowMs)),
      );
    }
    /**
     * Each limiter (`app.rateLimit({ groupId })`) gets a child; its groupId names its budget, so
     * writes and reads are counted apart, as the plugin's own in-memory store does. (The plugin
     * adds groupId to the key only for a route's config, not for `app.rateLimit`.)
     */
    child(params: object) {
      return new SharedRateLimitStore('groupId' in params ? params.groupId : '');
    }
  };
}
