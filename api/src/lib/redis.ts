import type { FastifyInstance } from 'fastify';
import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;
export type RedisPair = { pub: RedisClient; sub: RedisClient };

/**
 * Calls `back` once both clients are ready again after either lost its connection: messages
 * published meanwhile (by this process or to it) are gone, so listeners must catch up.
 */
export function onReconnected(redis: RedisPair, back: () => void): () => void {
  let lost = false;
  const onDown = () => {
    lost = true;
  };
  const onReady = () => {
    if (!lost || !redis.pub.isReady || !redis.sub.isReady) return;
    lost = false;
    back();
  };
  for (const client of [redis.pub, redis.sub]) {
    client.on('error', onDown);
    client.on('end', onDown);
    client.on('reconnecting', onDown);
    client.on('ready', onReady);
  }
  return () => {
    for (const client of [redis.pub, redis.sub]) {
      client.off('error', onDown);
      client.off('end', onDown);
      client.off('reconnecting', onDown);
      client.off('ready', onReady);
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** With REDIS_URL: the shared store of every API process (adapter, versions, rate limits, socket caps). */
    redis: RedisPair | undefined;
  }
}

/**
 * Connects in the background: the server starts while Redis is unreachable (degraded: events
 * reach this process's sockets only, no 304s) and joins the other processes once Redis answers.
 */
export async function connectRedis(app: FastifyInstance, url: string): Promise<RedisPair> {
  // Loaded only with REDIS_URL: a single process never pays for the client.
  const { createClient } = await import('redis');
  // A ping every few seconds notices a connection the network dropped silently.
  const pub = createClient({ url, pingInterval: 5_000 });
  const sub = pub.duplicate();
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    // The client reconnects by itself; say so once per outage, not once per attempt.
    let healthy = true;
    client.on('error', (error) => {
      if (healthy)
        app.log.error({ err: error, client: name }, 'Redis unreachable; live updates between processes paused');
      healthy = false;
    });
    client.on('ready', () => {
      if (!healthy) app.log.info({ client: name }, 'Redis reachable again');
      healthy = true;
    });
  }
  const connecting = Promise.all([pub.connect(), sub.connect()]);
  // A reachable Redis answers at once; otherwise start degraded and let the client keep trying.
  const ready = await Promise.race([connecting.then(() => true), delay(2_000).then(() => false)]);
  if (!ready) app.log.warn('Redis not reachable at start-up; serving this process alone until it is');
  connecting.catch(() => {});
  return { pub, sub };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
