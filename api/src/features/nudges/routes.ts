import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { NudgeService } from './service.ts';

export async function nudgeRoutes(app: FastifyInstance, { nudges }: { nudges: NudgeService }) {
  route(app, 'nudgeMember', async ({ user, params, body }) => nudges.nudge(user.id, params.id, body.userId));
}
