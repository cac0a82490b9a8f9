import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { conditionalGets } from './conditional-get.ts';
import { fanOut } from './fan-out.ts';
import { MemberCache } from './member-cache.ts';
import { localRoomVersions, redisRoomVersions } from './room-versions.ts';
import { type ClipClubServer, createSocketServer } from './socket-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: ClipClubServer;
  }
}

export type RedisClient = ReturnType<typeof createClient>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// A write's answer waits for its events at most this long (only a struggling Redis takes longer).
const WRITE_WAITS_FOR_EVENTS_MS = 500;

/**
 * Live play (decisions.md §8): Socket.IO on the app's own HTTP server and port, events fanned
 * out from app.roomEvents, ETag/304 for the polled GETs. Registered before the routes so its
 * onRoute hook sees them. With REDIS_URL, rooms and caches are shared by every API process.
 */
export const realtime = fp(
  async (app: FastifyInstance) => {
    const io = createSocketServer(app);
    const redis = app.config.redisUrl ? await connectRedis(app, app.config.redisUrl) : undefined;
    if (redis) io.adapter(createAdapter(redis.pub, redis.sub));
    const versions = redis ? redisRoomVersions(redis.pub) : localRoomVersions();
    const members = new MemberCache();
    conditionalGets(app, { versions, members });
    const fanned = fanOut(app, { io, versions, members, clustered: redis !== undefined });
    app.addHook('onSend', async (request) => {
      if (STATE_CHANGING.has(request.method)) await fanned.settled(WRITE_WAITS_FOR_EVENTS_MS);
    });
    const sweep = setInterval(() => members.sweep(), 60_000).unref();
    app.decorate('io', io);

    // Open WebSockets would keep the HTTP server from ever closing, so they end first; the
    // clients see a transport close and reconnect (to another process, behind the proxy).
    // Only this process's sockets: io.disconnectSockets() would reach all of them over Redis.
    app.addHook('preClose', async () => {
      app.server.removeAllListeners('upgrade');
      app.server.on('upgrade', (_request, socket) => socket.destroy());
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      fanned.stop();
      if (redis) await Promise.allSettled([redis.pub.close(), redis.sub.close()]);
    });
  },
  { name: 'realtime' },
);

async function connectRedis(app: FastifyInstance, url: string): Promise<{ pub: RedisClient; sub: RedisClient }> {
  const pub = createClient({ url });
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
  await Promise.all([pub.connect(), sub.connect()]);
  return { pub, sub };
}
