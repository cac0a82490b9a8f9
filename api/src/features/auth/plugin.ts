import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLoginSessions, type LoginSessions, SESSION_COOKIE, type SignedInUser } from './login-session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginSessions: LoginSessions;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

// Resolves the session cookie to request.user once per /api request; every route the table does
// not mark public then answers 401 to nobody signed in (lib/routes.ts), checked on the server.
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('loginSessions', createLoginSessions(app.db, app.clock));
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.user = await app.loginSessions.authenticate(request.cookies[SESSION_COOKIE]);
  });
});
