import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Writes are limited per user (per address when signed out) with ONE budget across every write
// route. The plugin's per-route setting gives each route its own counter, so a script could
// multiply its allowance by spreading requests over routes. Register before the routes.
export async function limitWrites(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.user?.id ?? request.ip,
    // Thrown, so the error handler answers it as the §7 body.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${context.after}`,
      code: 'rate_limited',
    }),
  });
  const limiter = app.rateLimit({ max: perMinute, timeWindow: '1 minute' }) as preHandlerHookHandler;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => STATE_CHANGING.has(m)) || route.config?.rateLimit === false) return;
    const own =
      route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...own, limiter];
  });
}
