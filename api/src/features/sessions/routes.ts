import { fillPath, routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { sendPageHeaders } from '../../lib/page-headers.ts';
import { route } from '../../lib/routes.ts';
import { idempotencyKey, markReplay } from '../idempotency/idempotency.ts';
import type { SessionService } from './service.ts';

export async function sessionRoutes(app: FastifyInstance, { sessions }: { sessions: SessionService }) {
  // Paged: the body is one page, newest first; the Link header names the next.
  route(app, 'listSessions', async ({ user, params, query, reply }) => {
    const page = await sessions.list(user.id, params.id, query);
    sendPageHeaders(reply, fillPath(routes.listSessions.path, params), page, query.limit);
    return page.items;
  });

  route(app, 'createSession', async ({ user, params, body, request, reply }) => {
    const { session, replayed } = await sessions.create(user.id, params.id, body, idempotencyKey(request));
    markReplay(reply, { id: session.id, replayed });
    return session;
  });

  route(app, 'getSession', async ({ user, params }) => sessions.get(user.id, params.id));
  route(app, 'updateSession', async ({ user, params, body }) => sessions.update(user.id, params.id, body));
  route(app, 'deleteSession', async ({ user, params }) => sessions.remove(user.id, params.id));
  route(app, 'advanceSession', async ({ user, params, body }) => sessions.advance(user.id, params.id, body.action));
}
