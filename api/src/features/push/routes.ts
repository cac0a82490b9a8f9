import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import { hashLoginToken, LOGIN_COOKIE } from '../auth/login-session.ts';
import type { PushService } from './service.ts';

// A player turns push on and off for their own devices; no route names another player's.
export async function pushRoutes(app: FastifyInstance, { push }: { push: PushService }) {
  route(app, 'getPushPublicKey', async () => push.publicKey());
  route(app, 'subscribePush', async ({ user, body, request, reply }) => {
    const cookie = request.cookies[LOGIN_COOKIE];
    const { created, ...subscription } = await push.subscribe(user.id, body, cookie ? hashLoginToken(cookie) : null);
    if (!created) reply.code(200);
    return subscription;
  });
  route(app, 'unsubscribePush', async ({ user, body }) => push.unsubscribe(user.id, body.endpoint));
}
