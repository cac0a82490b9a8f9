import { safeReturnTo } from '@clipclub/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { route } from '../../lib/routes.ts';
import { devLoginPage, devLoginScript } from './dev-login-page.ts';
import { fetchGoogleProfile, googleOAuth, tokenExchangeError } from './google.ts';
import { ABSOLUTE_LIFETIME_MS, SESSION_COOKIE } from './login-session.ts';
import { logoutRoutes } from './logout.ts';

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

  route(app, 'getCurrentUser', async ({ user }) => user);

  // The query is read as it comes: whatever `returnTo` holds, safeReturnTo keeps it on this site.
  route(app, 'login', async ({ request, reply }) => {
    const returnTo = safeReturnTo((request.query as { returnTo?: string }).returnTo);
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

  route(app, 'loginCallback', async ({ request, reply }) => {
    if (!app.googleOAuth2) throw new NotFoundError();
    // The user cancelled at Google (e.g. error=access_denied): back to the landing page, signed out.
    if ((request.query as { error?: string }).error) return reply.redirect('/');
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

  route(app, 'devLoginScript', async ({ reply }) => {
    if (!devSignIn) throw new NotFoundError();
    return reply.type('text/javascript; charset=utf-8').send(devLoginScript);
  });

  route(app, 'devLogin', async ({ body, reply }) => {
    if (!devSignIn) throw new NotFoundError();
    const email = body.email.toLowerCase();
    const { sessionId, user } = await app.loginSessions.signIn({
      subject: `dev:${email}`,
      email,
      firstName: body.firstName,
      lastName: body.lastName || null,
      profileImageUrl: null,
    });
    setSessionCookie(reply, sessionId);
    return user;
  });

  await app.register(logoutRoutes);
}
