import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import { LOGIN_COOKIE } from './login-session.ts';
import { serverPage } from './page-shell.ts';

export const SIGNED_OUT_COOKIE = 'cc_signed_out';

/**
 * Log out (docs/rules.md §1). Only a POST signs out, and the app-wide Origin check refuses a
 * foreign one, so a cross-site link or image cannot sign anyone out. A GET (an old bookmark, a
 * typed URL) answers a small page whose button posts, or goes home when nobody is signed in.
 */
export async function logoutRoutes(app: FastifyInstance) {
  // The page's form posts application/x-www-form-urlencoded with no fields; the app parses JSON
  // only, so this scope alone accepts a form and ignores what it carries.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  route(app, 'logoutPage', async ({ request, reply }) => {
    if (!request.user) return reply.redirect('/');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(LOGOUT_PAGE);
  });

  route(app, 'logout', async ({ request, reply }) => {
    await app.loginSessions.signOut(request.cookies[LOGIN_COOKIE]);
    if (request.user) app.roomEvents.userSignedOut(request.user.id);
    reply.clearCookie(LOGIN_COOKIE, { path: '/' });
    // The next sign-in in this browser asks the provider which account (see routes.ts).
    reply.setCookie(SIGNED_OUT_COOKIE, '1', {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.production,
      maxAge: 365 * 24 * 60 * 60,
    });
    // The page's form is a navigation and goes home; the web app's fetch goes home itself.
    if (request.headers.accept?.includes('text/html')) return reply.redirect('/', 303);
    return reply.code(204).send();
  });
}

const LOGOUT_PAGE = serverPage({
  title: 'Log out',
  style: '  a { color: #b197fc; text-align: center; }',
  body: `<main>
<form method="post" action="${routes.logout.path}">
  <h1>Log out of Clip Club?</h1>
  <button type="submit">Log out</button>
  <a href="/">Stay signed in</a>
</form>
</main>`,
});
