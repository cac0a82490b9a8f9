import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An Origin header that is absent (a non-browser client) or one of ours; anything else is foreign. */
export function isForeignOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  return origin !== undefined && !allowed.includes(origin);
}

// Cross-site request guard (docs/rules.md §1): a write whose Origin is present and foreign is
// refused before any handler runs. SameSite=Lax already stops most; this closes the rest.
// Not async: every request passes here, and most need no promise.
export function originCheck(allowedOrigins: readonly string[]) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (STATE_CHANGING.has(request.method) && isForeignOrigin(request.headers.origin, allowedOrigins)) {
      // Answered here: the rest of the request's hooks and its handler never run.
      reply.status(403).send({ message: 'Cross-site request refused', code: 'bad_origin' });
      return;
    }
    done();
  };
}
