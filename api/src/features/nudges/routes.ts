import { NudgeBodySchema, NudgeSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../lib/route-params.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../auth/plugin.ts';
import type { NudgeService } from './service.ts';

export async function nudgeRoutes(app: FastifyInstance, { nudges }: { nudges: NudgeService }) {
  app.post('/sessions/:id/nudges', async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request.params, 'Session not found');
    const { userId } = parseInput(NudgeBodySchema, request.body);
    return reply.status(201).send(NudgeSchema.parse(await nudges.nudge(user.id, id, userId)));
  });
}
