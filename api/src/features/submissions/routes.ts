import {
  CreateSubmissionBodySchema,
  MySubmissionSchema,
  SubmissionListSchema,
  SubmissionParamsSchema,
  SubmissionSchema,
  UpdateSubmissionBodySchema,
} from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { idParam, parseParams } from '../../lib/route-params.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../auth/plugin.ts';
import type { SubmissionService } from './service.ts';

export async function submissionRoutes(app: FastifyInstance, { submissions }: { submissions: SubmissionService }) {
  app.get('/sessions/:id/submissions', async (request) => {
    const user = requireUser(request);
    return SubmissionListSchema.parse(await submissions.list(user.id, idParam(request.params, 'Session not found')));
  });

  // `null` (JSON) when the user has not submitted: "no submission yet" is an answer, not an error.
  app.get('/sessions/:id/submissions/mine', async (request, reply) => {
    const user = requireUser(request);
    const mine = MySubmissionSchema.parse(
      await submissions.mine(user.id, idParam(request.params, 'Session not found')),
    );
    return reply.type('application/json').send(JSON.stringify(mine));
  });

  app.post('/sessions/:id/submissions', async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request.params, 'Session not found');
    const body = parseInput(CreateSubmissionBodySchema, request.body);
    return reply.status(201).send(SubmissionSchema.parse(await submissions.create(user.id, id, body)));
  });

  app.patch('/sessions/:id/submissions/:submissionId', async (request) => {
    const user = requireUser(request);
    const { id, submissionId } = parseParams(SubmissionParamsSchema, request.params, 'Submission not found');
    const body = parseInput(UpdateSubmissionBodySchema, request.body);
    return SubmissionSchema.parse(await submissions.update(user.id, id, submissionId, body));
  });
}
