import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onReconnected, type RedisClient } from '../../lib/redis.ts';
import type { ClipClubServer } from './channels.ts';
import { conditionalGets } from './conditional-get.ts';
import { fanOut } from './fan-out.ts';
import { MemberCache } from './member-cache.ts';
import { localRoomVersions, type RoomVersions, redisRoomVersions } from './room-versions.ts';
import { createSocketServer } from './socket-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: ClipClubServer;
    /** The per-room version store behind the ETags (the reliability tests check its bound). */
    roomVersions: RoomVersions;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// A write's answer waits for its events at most this long (only a struggling Redis takes longer).
const WRITE_WAITS_FOR_EVENTS_MS = 500;

/**
 * Live play (docs/rules.md §8): Socket.IO on the app's own HTTP server and port, events fanned
 * out from app.roomEvents, ETag/304 for the polled GETs. Registered before the routes so its
 * onRoute hook sees them. With REDIS_URL, rooms and caches are shared by every API process.
 */
export const realtime = fp(
  async (app: FastifyInstance) => {
    const io = createSocketServer(app);
    const redis = app.redis;
    // requestsTimeout bounds a question to the other processes (counting a user's sockets at a
    // handshake) when one of them is stuck.
    // The adapter is loaded only with REDIS_URL (idle memory of a single process).
    if (redis) {
      const { createAdapter } = await import('@socket.io/redis-adapter');
      io.adapter(
        createAdapter(handled(redis.pub), handled(redis.sub), {
          requestsTimeout: 2_000,
          key: `${app.config.redisPrefix}socket.io`,
        }),
      );
    }
    const versions = redis ? redisRoomVersions(redis.pub, { prefix: app.config.redisPrefix }) : localRoomVersions();
    const members = new MemberCache();
    conditionalGets(app, { versions, members });
    const fanned = fanOut(app, { io, versions, members, clustered: redis !== undefined });
    // Not async, so a read passes without a promise.
    app.addHook('onSend', (request, _reply, _payload, done) => {
      if (!STATE_CHANGING.has(request.method)) return done();
      fanned.settled(WRITE_WAITS_FOR_EVENTS_MS).then(() => done(), done);
    });
    // Events published while this process's Redis connection was down never arrive (pub/sub
    // keeps nothing): every socket in the cluster is told to read its screens again. All of
    // them, not only this process's, since what this process published meanwhile was lost too.
    const stopResync = redis
      ? onReconnected(redis, () => {
          app.log.info('Redis back: telling every socket to catch up');
          io.emit('live:resync');
        })
      : () => {};
    const sweep = setInterval(() => members.sweep(), 60_000).unref();
    app.decorate('io', io);
    app.decorate('roomVersions', versions);

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
      stopResync();
      fanned.stop();
      // A client still trying to reach Redis has nothing to flush; closing it would wait for it.
      const end = (client: RedisClient) => (client.isReady ? client.close() : client.destroy());
      if (redis) await Promise.allSettled([end(redis.pub), end(redis.sub)]);
    });
  },
  { name: 'realtime' },
);

/**
 * The adapter fires Redis commands (publish, subscribe) without handling their failure; during an
 * outage, or at shutdown with Redis away, each would be an unhandled rejection, which ends a
 * Node process. Failures are already logged once per outage by the client's 'error' listener.
 */
function handled(client: RedisClient): RedisClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        if (result instanceof Promise) result.catch(() => {});
        return result;
      };
    },
  });
}
