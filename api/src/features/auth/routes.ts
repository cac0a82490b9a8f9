import { safeReturnTo } from '@clipclub/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BadRequestError, HttpError, NotFoundError } from '../../lib/errors.ts';
import { route } from '../../lib/routes.ts';
import { devLoginPage, devLoginScript } from './dev-login-page.ts';
import { fetchGoogleProfile, googleOAuth, tokenExchangeError } from './google.ts';
import { ABSOLUTE_LIFETIME_MS, LOGIN_COOKIE } from './login-session.ts';
import { logoutRoutes, SIGNED_OUT_COOKIE } from './logout.ts';
import type { ProfileFromProvider } from './queries.ts';
import { type SignInFailure, signInFailedPage, wantsPage } from './sign-in-failed-page.ts';

const RETURN_TO_COOKIE = 'cc_return_to';
const SIGN_IN_UNVERIFIED = 'Sign-in could not be verified, please try again';
const SIGN_IN_CANCELLED = 'Sign-in was cancelled';

export async function authRoutes(app: FastifyInstance) {
  await app.register(googleOAuth);
  const devSignIn = !app.config.google && !app.config.production;

  const setLoginCookie = (reply: FastifyReply, loginToken: string) =>
    reply.setCookie(LOGIN_COOKIE, loginToken, {
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
      const uri = new URL(await app.googleOAuth2.generateAuthorizationUri(request, reply));
      // After a log out in this browser, the provider asks which account (a shared computer):
      // otherwise it would sign the last person straight back in.
      if (request.cookies[SIGNED_OUT_COOKIE]) uri.searchParams.set('prompt', 'select_account');
      return reply.redirect(uri.toString());
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(devLoginPage(returnTo));
  });

  route(app, 'loginCallback', async ({ request, reply }) => {
    const oauth = app.googleOAuth2;
    if (!oauth) throw new NotFoundError();
    const signed = request.unsignCookie(request.cookies[RETURN_TO_COOKIE] ?? '');
    const returnTo = safeReturnTo(signed.valid ? signed.value : '/');
    // A browser that lands here gets a page saying what happened; the app's fetches get JSON.
    const failed = (failure: SignInFailure, error: HttpError) => {
      if (!wantsPage(request.headers.accept)) throw error;
      return reply
        .code(error.statusCode)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(signInFailedPage(failure, returnTo));
    };
    // The user cancelled at Google (e.g. error=access_denied): signed out, and told so.
    if ((request.query as { error?: string }).error) return failed('cancelled', new BadRequestError(SIGN_IN_CANCELLED));
    let profile: ProfileFromProvider;
    try {
      const { token } = await oauth.getAccessTokenFromAuthorizationCodeFlow(request, reply).catch((error: unknown) => {
        // A state that does not match this browser's cookie is a forged or stale callback.
        throw tokenExchangeError(app, error, SIGN_IN_UNVERIFIED);
      });
      profile = await fetchGoogleProfile(app, token.access_token);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return failed(error.statusCode === 400 ? 'unverified' : 'unavailable', error);
    }
    const { loginToken } = await app.loginSessions.signIn(profile);
    reply.clearCookie(RETURN_TO_COOKIE, { path: '/api' });
    reply.clearCookie(SIGNED_OUT_COOKIE, { path: '/api' });
    setLoginCookie(reply, loginToken);
    return reply.redirect(returnTo);
  });

  route(app, 'devLoginScript', async ({ reply }) => {
    if (!devSignIn) throw new NotFoundError();
    return reply.type('text/javascript; charset=utf-8').send(devLoginScript);
  });

  route(app, 'devLogin', async ({ body, reply }) => {
    if (!devSignIn) throw new NotFoundError();
    const email = body.email.toLowerCase();
    const { loginToken, user } = await app.loginSessions.signIn({
      subject: `dev:${email}`,
      email,
      firstName: body.firstName,
      lastName: body.lastName || null,
      profileImageUrl: null,
    });
    setLoginCookie(reply, loginToken);
    return user;
  });

  await app.register(logoutRoutes);
}
