import type { FastifyReply, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An Origin header that is absent (a non-browser client) or one of ours; anything else is foreign. */
export function isForeignOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  return origin !== undefined && !allowed.includes(origin);
}

// Cross-site request guard (docs/rules.md §1): a write whose Origin is present and foreign is
// refused before any handler runs. SameSite=Lax already stops most; this closes the rest.
export function originCheck(allowedOrigins: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (isForeignOrigin(request.headers.origin, allowedOrigins)) {
      return reply.status(403).send({ message: 'Cross-site request refused', code: 'bad_origin' });
    }
  };
}
