import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The role the handler read the answer as, when the answer depends on it (an admin reads
     * the themes theme visibility hides): a polled answer kept per role is kept under it
     * (features/realtime/conditional-get.ts). Null when the handler did not say.
     */
    readerRole: 'admin' | 'member' | null;
  }
}

/** Tells the polled-answer cache which role's copy this answer is (read with the answer). */
export function answeredAs(request: FastifyRequest, isAdmin: boolean): void {
  request.readerRole = isAdmin ? 'admin' : 'member';
}
