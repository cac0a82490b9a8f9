import { DevLoginBodySchema, safeReturnTo, UserSchema } from '@clipclub/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { devLoginPage, devLoginScript } from './dev-login-page.ts';
import { fetchGoogleProfile, googleOAuth, tokenExchangeError } from './google.ts';
import { ABSOLUTE_LIFETIME_MS, SESSION_COOKIE } from './login-session.ts';
import { logoutRoutes } from './logout.ts';
import { requireUser } from './plugin.ts';

const RETURN_TO_COOKIE = 'cc_return_to';
const SIGN_IN_UNVERIFIED = 'Sign-in could not be verified, please try again';

export async function authRoutes(app: FastifyInstance) {
  await app.register(googleOAuth);
  const devSignIn = !app.config.google && !app.config.production;

  const setSessionCookie = (reply: FastifyReply, sessionId: string) =>
    reply.setCookie(SESSION_COOKIE, sessionId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.production,
      maxAge: ABSOLUTE_LIFETIME_MS / 1000,
    });

  app.get('/auth/user', async (request) => UserSchema.parse(requireUser(request)));

  app.get<{ Querystring: { returnTo?: string } }>('/login', async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    if (app.googleOAuth2) {
      reply.setCookie(RETURN_TO_COOKIE, returnTo, {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.production,
        signed: true,
        maxAge: 600,
      });
      const uri = await app.googleOAuth2.generateAuthorizationUri(request, reply);
      return reply.redirect(uri);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(devLoginPage(returnTo));
  });

  app.get<{ Querystring: { error?: string } }>('/callback', async (request, reply) => {
    if (!app.googleOAuth2) throw new NotFoundError();
    // The user cancelled at Google (e.g. error=access_denied): back to the landing page, signed out.
    if (request.query.error) return reply.redirect('/');
    const { token } = await app.googleOAuth2
      .getAccessTokenFromAuthorizationCodeFlow(request, reply)
      .catch((error: unknown) => {
        // A state that does not match this browser's cookie is a forged or stale callback.
        throw tokenExchangeError(app, error, SIGN_IN_UNVERIFIED);
      });
    const profile = await fetchGoogleProfile(app, token.access_token);
    const { sessionId } = await app.loginSessions.signIn(profile);
    const signed = request.unsignCookie(request.cookies[RETURN_TO_COOKIE] ?? '');
    reply.clearCookie(RETURN_TO_COOKIE, { path: '/api' });
    setSessionCookie(reply, sessionId);
    return reply.redirect(safeReturnTo(signed.valid ? signed.value : '/'));
  });

  app.get('/dev/login.js', async (_request, reply) => {
    if (!devSignIn) throw new NotFoundError();
    return reply.type('text/javascript; charset=utf-8').send(devLoginScript);
  });

  app.post('/dev/login', async (request, reply) => {
    if (!devSignIn) throw new NotFoundError();
    const body = parseInput(DevLoginBodySchema, request.body);
    const email = body.email.toLowerCase();
    const { sessionId, user } = await app.loginSessions.signIn({
      subject: `dev:${email}`,
      email,
      firstName: body.firstName,
      lastName: body.lastName || null,
      profileImageUrl: null,
    });
    setSessionCookie(reply, sessionId);
    return UserSchema.parse(user);
  });

  await app.register(logoutRoutes);
}
