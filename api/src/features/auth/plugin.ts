import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors.ts';
import { createLoginSessions, type LoginSessions, SESSION_COOKIE, type SignedInUser } from './login-session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginSessions: LoginSessions;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

// Resolves the session cookie to request.user once per /api request; routes then call
// requireUser(request) so "signed in" is checked on the server for every route.
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('loginSessions', createLoginSessions(app.db, app.clock));
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.user = await app.loginSessions.authenticate(request.cookies[SESSION_COOKIE]);
  });
});

export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
