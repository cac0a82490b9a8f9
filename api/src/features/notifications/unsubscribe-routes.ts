import { EMAIL_KIND_LABELS } from '@clipclub/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { route } from '../../lib/routes.ts';
import { unsubscribePath } from './mail-sender.ts';
import type { Notifications } from './service.ts';
import { isExpiredUnsubscribeToken } from './unsubscribe-token.ts';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Clip Club</title>
<style>
  body { font-family: system-ui, sans-serif; background: #1a1b1e; color: #e9ecef; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #25262b; padding: 2rem; border-radius: 12px; width: min(420px, 90vw); display: grid; gap: 1rem; }
  h1 { margin: 0; font-size: 1.4rem; } p { margin: 0; color: #ced4da; }
  button { padding: .7rem; border: 0; border-radius: 8px; background: #7048e8; color: white; font-size: 1rem; cursor: pointer; }
  a { color: #b197fc; }
</style></head>
<body><main>${body}</main></body></html>`;

const LINK_INVALID = 'This unsubscribe link is not valid';

/**
 * The email's one-click unsubscribe, usable without signing in. A plain GET only shows the
 * button (link scanners in mail systems open links, and must not unsubscribe anyone); the POST,
 * from that button or from a mail app's List-Unsubscribe-Post (RFC 8058), turns off the kind of
 * email the link was made for (its purpose). A link revoked by a reset or with the account: 404
 * (a page for the GET a browser opens, the JSON error for the POST).
 */
export async function unsubscribeRoutes(app: FastifyInstance, { notifications }: { notifications: Notifications }) {
  // RFC 8058 mail apps and the plain HTML form post form-encoded bodies; only the token in the
  // query counts, so the body is read and ignored (in this plugin only; the API stays JSON).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, undefined),
  );

  // An old-format link (mailed before links named their kind) gets a page a player can act on:
  // it expired, and the settings choose which mail comes. 410: it will never work again.
  const expired = (reply: FastifyReply) =>
    reply
      .code(410)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Link expired',
          `<h1>This unsubscribe link has expired</h1><p>Links in older Clip Club emails no longer work. You can choose which emails Clip Club sends you in your settings.</p><p><a href="/settings">Manage email in Settings</a></p>`,
        ),
      );

  const notValid = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Link not valid',
          `<h1>${LINK_INVALID}</h1><p>It may have been reset, or the account it was made for deleted. You can choose which emails Clip Club sends you in your settings.</p><p><a href="/settings">Manage email in Settings</a></p>`,
        ),
      );

  // A malformed token answers the same 404 before a handler runs (protocol's route table).
  const linkFrom = async (token: string) => {
    const link = await notifications.unsubscribeLink(app.config.sessionSecret, token);
    if (!link) throw new NotFoundError(LINK_INVALID);
    return link;
  };
  // The labels are the app's own constants; quoted for the page all the same.
  const what = (kind: keyof typeof EMAIL_KIND_LABELS) => `‘${EMAIL_KIND_LABELS[kind]}’`;

  route(app, 'unsubscribePage', async ({ query: { token }, reply }) => {
    if (isExpiredUnsubscribeToken(token)) return expired(reply);
    const link = await notifications.unsubscribeLink(app.config.sessionSecret, token);
    // Opened from a mail in a browser: a revoked or mistyped link gets a page, not JSON.
    if (!link) return notValid(reply);
    const { kind } = link;
    const action = unsubscribePath(token).replace(/&/g, '&amp;');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Unsubscribe',
          `<h1>Stop reminder emails?</h1><p>Clip Club will stop emailing you when: ${what(kind)}. You will still see it in the bell on Clip Club.</p>
<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
  });

  route(app, 'unsubscribe', async ({ query: { token }, reply }) => {
    if (isExpiredUnsubscribeToken(token)) return expired(reply);
    const { userId, kind } = await linkFrom(token);
    await notifications.setEmailPreferences(userId, [{ kind, email: false }]);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Unsubscribed',
          `<h1>You are unsubscribed</h1><p>Clip Club will not email you any more when: ${what(kind)}. You can turn it back on, or others off, in your settings.</p><p><a href="/">Back to Clip Club</a></p>`,
        ),
      );
  });
}
