import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { authPlugin } from './features/auth/plugin.ts';
import { authRoutes } from './features/auth/routes.ts';
import { realtime } from './features/realtime/plugin.ts';
import { RoomEvents } from './features/realtime/room-events.ts';
import { resultsRoutes } from './features/results/routes.ts';
import { roomRoutes } from './features/rooms/routes.ts';
import { schedulerPlugin } from './features/scheduler/plugin.ts';
import { sessionRoutes } from './features/sessions/routes.ts';
import { submissionRoutes } from './features/submissions/routes.ts';
import { voteRoutes } from './features/votes/routes.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { errorHandler, notFoundHandler } from './lib/error-handler.ts';
import { acceptJsonBodiesOnly } from './lib/json-body.ts';
import { originCheck } from './lib/origin-check.ts';
import { webApp } from './lib/web-app.ts';
import { limitWrites } from './lib/write-rate-limit.ts';

export type AppDeps = {
  db: Database;
  clock?: Clock;
  /** fetch used for outbound lookups (oEmbed, YouTube API); tests pass a stub */
  fetch?: typeof globalThis.fetch;
  events?: RoomEvents;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    outboundFetch: typeof globalThis.fetch;
    roomEvents: RoomEvents;
  }
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 64 * 1024,
    // Only a configured proxy may tell us the client's address (it keys the rate limit).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    return503OnClosing: true,
  });

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('outboundFetch', deps.fetch ?? globalThis.fetch);
  app.decorate('roomEvents', deps.events ?? new RoomEvents());

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  acceptJsonBodiesOnly(app);

  // External plugins first.
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://lh3.googleusercontent.com'],
        // Mantine writes CSS variables into style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await limitWrites(app, config.rateLimitWritesPerMinute);

  // The app's own plugins: cookie sessions → request.user, then the cross-site guard.
  await app.register(authPlugin);
  app.addHook('onRequest', originCheck(config.publicOrigin));
  // Sockets and ETags; before the routes so its onRoute hook sees the polled GETs.
  await app.register(realtime);

  // Liveness for load balancers and the e2e web server: the process is up and the database answers.
  app.get('/api/health', async () => {
    await sql`select 1`.execute(app.db);
    return { ok: true };
  });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(roomRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(submissionRoutes, { prefix: '/api' });
  await app.register(voteRoutes, { prefix: '/api' });
  await app.register(resultsRoutes, { prefix: '/api' });
  await app.register(schedulerPlugin);

  await app.register(webApp);
  return app;
}
