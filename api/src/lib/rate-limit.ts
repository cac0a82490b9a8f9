import { API_PREFIX, routes } from '@clipclub/protocol';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { LOCAL_KEYS_MAX, sharedRateLimitStore } from './rate-limit-store.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Requests are limited per user (per address when signed out): ONE budget across every write
 * route, and a separate, generous one across every API read (polling every 3 s in a few tabs
 * stays far below it; a script scraping or hammering does not). The plugin's per-route setting
 * gives each route its own counter, so a script could multiply its allowance by spreading
 * requests over routes. With Redis the budgets are shared by every API process.
 * Register before the routes.
 */
export async function limitRequests(
  app: FastifyInstance,
  limits: { writesPerMinute: number; readsPerMinute: number },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // With Redis the counts are shared by every process; without, the plugin's own in-memory
    // store counts synchronously (the shared store would first fail to reach Redis, building an
    // Error per request, before counting locally).
    ...(app.redis
      ? { store: sharedRateLimitStore(app.redis.pub, `${app.config.redisPrefix}rate:`) }
      : { cache: LOCAL_KEYS_MAX }),
    keyGenerator: (request) => request.user?.id ?? request.ip,
    // Thrown, so the error handler answers it as the docs/rules.md §9 body.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${context.after}`,
      code: 'rate_limited',
    }),
  });
  const writes = app.rateLimit({
    max: limits.writesPerMinute,
    timeWindow: '1 minute',
    groupId: ':writes',
  }) as preValidationHookHandler;
  const reads = app.rateLimit({
    max: limits.readsPerMinute,
    timeWindow: '1 minute',
    groupId: ':reads',
  }) as preValidationHookHandler;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.rateLimit === false) return;
    const isWrite = methods.some((m) => STATE_CHANGING.has(m));
    // Reads: the API only (the web app's files are static), and not the load balancer's probe.
    const isApiRead = methods.includes('GET') && route.url.startsWith(API_PREFIX) && route.url !== routes.health.path;
    if (!isWrite && !isApiRead) return;
    // Before the route reads its input (and the sign-in check), so a refused request counts too.
    const own =
      route.preValidation === undefined
        ? []
        : Array.isArray(route.preValidation)
          ? route.preValidation
          : [route.preValidation];
    route.preValidation = [isWrite ? writes : reads, ...own];
  });
}
