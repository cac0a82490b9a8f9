import { API_PREFIX } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_COOKIE, type LoginSessions, type SignedInUser } from './login-session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginSessions: LoginSessions;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

// Resolves the login cookie to request.user once per /api request; every route the table does
// not mark public then answers 401 to nobody signed in (lib/routes.ts), checked on the server.
// The login sessions are built with the other services (services.ts); the socket server and the
// sign-in routes reach them as app.loginSessions.
export const authPlugin = fp(async (app: FastifyInstance, { loginSessions }: { loginSessions: LoginSessions }) => {
  app.decorate('loginSessions', loginSessions);
  app.decorateRequest('user', null);
  // Not async: a login session resolved moments ago is answered at once, without a promise per request
  // (a 304 of a polled page is mostly this pipeline); a lookup returns its promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith(API_PREFIX)) return done();
    const loginToken = request.cookies[LOGIN_COOKIE];
    const recalled = app.loginSessions.recall(loginToken);
    if (recalled !== undefined) {
      request.user = recalled;
      return done();
    }
    return app.loginSessions.authenticate(loginToken).then((user) => {
      request.user = user;
    });
  });
});
