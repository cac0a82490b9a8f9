import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { accountRoutes } from './features/account/routes.ts';
import { authPlugin } from './features/auth/plugin.ts';
import { authRoutes } from './features/auth/routes.ts';
import { conversationRoutes } from './features/conversation/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { nudgeRoutes } from './features/nudges/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { pushRoutes } from './features/push/routes.ts';
import { realtime } from './features/realtime/plugin.ts';
import { resultsRoutes } from './features/results/routes.ts';
import { roomStateRoutes } from './features/room-states/routes.ts';
import { roomRoutes } from './features/rooms/routes.ts';
import { schedulerPlugin } from './features/scheduler/plugin.ts';
import { seasonRoutes } from './features/seasons/routes.ts';
import { sessionRoutes } from './features/sessions/routes.ts';
import { submissionRoutes } from './features/submissions/routes.ts';
import { voteRoutes } from './features/votes/routes.ts';
import { watchRoutes } from './features/watch/routes.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { BROTLI_OPTIONS, COMPRESS_MIN_BYTES } from './lib/compression.ts';
import { drainOnClose } from './lib/drain.ts';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './lib/error-handler.ts';
import { acceptJsonBodiesOnly } from './lib/json-body.ts';
import { originCheck } from './lib/origin-check.ts';
import { limitRequests } from './lib/rate-limit.ts';
import { connectRedis } from './lib/redis.ts';
import { RoomEvents } from './lib/room-events.ts';
import { route } from './lib/routes.ts';
import { addSecurityHeaders } from './lib/security-headers.ts';
import { inlineScriptHashes, webApp, webDistDir } from './lib/web-app.ts';
import { buildServices } from './services.ts';

export type AppDeps = {
  db: Database;
  clock?: Clock;
  /** fetch used for outbound lookups (oEmbed, YouTube API); tests pass a stub */
  fetch?: typeof globalThis.fetch;
  events?: RoomEvents;
  /** Where log lines go (server.ts passes a non-blocking stdout); pino's default otherwise. */
  logStream?: { write(line: string): unknown };
  /** Where new invite codes come from (random by default); a test forces a clash with it. */
  drawInviteCode?: () => string;
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
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: 64 * 1024,
    // Only a configured proxy may tell us the client's address (it keys the rate limit).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // A request that reaches a stopping process is answered, not refused (lib/drain.ts).
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
  });

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('outboundFetch', deps.fetch ?? globalThis.fetch);
  app.decorate('roomEvents', deps.events ?? new RoomEvents());
  const drain = drainOnClose(app);

  // Routes declare zod schemas (protocol's route table): inputs are parsed with them, answers
  // serialized through them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  acceptJsonBodiesOnly(app);

  // External plugins first.
  await app.register(cookie, { secret: config.sessionSecret });
  addSecurityHeaders(app, {
    production: config.production,
    scriptHashes: inlineScriptHashes(webDistDir(config)),
    scriptOrigins: [new URL(config.youtube.iframeApiUrl).origin],
    ownOrigins: config.allowedOrigins,
  });
  // JSON answers over 1 KB (lib/compression.ts); built assets are served precompressed (lib/web-app.ts).
  await app.register(compress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
  });
  // Shared by every API process when configured; the realtime plugin closes it.
  app.decorate('redis', config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined);
  await limitRequests(app, {
    writesPerMinute: config.rateLimitWritesPerMinute,
    readsPerMinute: config.rateLimitReadsPerMinute,
  });

  // Every service once (services.ts); plugins and route plugins get the ones they use.
  const services = await buildServices(app, { drawInviteCode: deps.drawInviteCode });
  // Handles for the tests, which notify, run reminders and listen to nudges directly.
  app.decorate('notifications', services.notifications);
  app.decorate('nudges', services.nudgeEvents);
  app.decorate('push', services.push);

  // The app's own plugins: cookie sessions → request.user, then the cross-site guard.
  await app.register(authPlugin, { loginSessions: services.loginSessions });
  app.addHook('onRequest', originCheck(config.allowedOrigins));
  // Sockets and ETags; before the routes so its onRoute hook sees the polled GETs.
  await app.register(realtime);

  // Liveness for load balancers and the e2e web server: the process is up and the database answers
  // (503 when it does not, within the database timeout). Redis being away is reported, not fatal:
  // the process still serves its own sockets.
  route(app, 'health', async () => {
    await sql`select 1`.execute(app.db);
    if (!app.redis) return { ok: true as const };
    return { ok: true as const, redis: app.redis.pub.isReady ? ('connected' as const) : ('unreachable' as const) };
  });
  // Route plugins, each with the services it uses. Paths come from protocol's route table,
  // already under /api.
  await app.register(authRoutes);
  await app.register(roomRoutes, { rooms: services.rooms });
  await app.register(sessionRoutes, { sessions: services.sessions });
  await app.register(submissionRoutes, { submissions: services.submissions });
  await app.register(voteRoutes, { votes: services.votes });
  await app.register(resultsRoutes, { results: services.results });
  await app.register(notificationRoutes, { notifications: services.notifications, calendar: services.calendar });
  await app.register(watchRoutes, { watch: services.watch });
  await app.register(conversationRoutes, { conversation: services.conversation });
  await app.register(nudgeRoutes, { nudges: services.nudges });
  await app.register(roomStateRoutes, { roomStates: services.roomStates });
  await app.register(profileRoutes, { profiles: services.profiles });
  await app.register(pushRoutes, { push: services.pushDevices });
  await app.register(accountRoutes, { account: services.account });
  await app.register(seasonRoutes, {
    seasons: services.seasons,
    suggestions: services.suggestions,
    db: app.db,
    clock: app.clock,
  });
  await app.register(schedulerPlugin, { scheduler: services.scheduler });

  await app.register(webApp);
  // Last, so the sockets have closed before the HTTP connections drain.
  app.addHook('preClose', drain.finish);
  return app;
}
