import {
  AdvanceBodySchema,
  PAGE_SIZE,
  pageQuerySchema,
  SessionBodySchema,
  SessionListSchema,
  SessionSchema,
} from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { sendPageHeaders } from '../../lib/page-headers.ts';
import { idParam } from '../../lib/route-params.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../auth/plugin.ts';
import { idempotencyKey, markReplay } from '../idempotency/idempotency.ts';
import type { SessionService } from './service.ts';

export async function sessionRoutes(app: FastifyInstance, { sessions }: { sessions: SessionService }) {
  // Paged (issue 9): the body is one page, newest first; the Link header names the next.
  const SessionPageQuerySchema = pageQuerySchema(PAGE_SIZE.sessions);
  app.get('/rooms/:id/sessions', async (request, reply) => {
    const user = requireUser(request);
    const roomId = idParam(request.params, 'Room not found');
    const query = parseInput(SessionPageQuerySchema, request.query);
    const page = await sessions.list(user.id, roomId, query);
    sendPageHeaders(reply, `/api/rooms/${roomId}/sessions`, page, query.limit);
    return SessionListSchema.parse(page.items);
  });

  app.post('/rooms/:id/sessions', async (request, reply) => {
    const user = requireUser(request);
    const roomId = idParam(request.params, 'Room not found');
    const body = parseInput(SessionBodySchema, request.body);
    const { session, replayed } = await sessions.create(user.id, roomId, body, idempotencyKey(request));
    markReplay(reply, { id: session.id, replayed });
    return reply.status(201).send(SessionSchema.parse(session));
  });

  app.get('/sessions/:id', async (request) => {
    const user = requireUser(request);
    return SessionSchema.parse(await sessions.get(user.id, idParam(request.params, 'Session not found')));
  });

  app.patch('/sessions/:id', async (request) => {
    const user = requireUser(request);
    const id = idParam(request.params, 'Session not found');
    const body = parseInput(SessionBodySchema, request.body);
    return SessionSchema.parse(await sessions.update(user.id, id, body));
  });

  app.delete('/sessions/:id', async (request, reply) => {
    const user = requireUser(request);
    await sessions.remove(user.id, idParam(request.params, 'Session not found'));
    return reply.status(204).send();
  });

  app.post('/sessions/:id/advance', async (request) => {
    const user = requireUser(request);
    const id = idParam(request.params, 'Session not found');
    const { action } = parseInput(AdvanceBodySchema, request.body);
    return SessionSchema.parse(await sessions.advance(user.id, id, action));
  });
}
