import type { FastifyReply, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Cross-site request guard (decisions.md §2): a write whose Origin is present and foreign is
// refused before any handler runs. SameSite=Lax already stops most; this closes the rest.
export function originCheck(allowedOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowedOrigin) {
      return reply.status(403).send({ message: 'Cross-site request refused', code: 'bad_origin' });
    }
  };
}
