import {
  CreateSubmissionBodySchema,
  IdParamsSchema,
  MySubmissionSchema,
  SubmissionListSchema,
  SubmissionParamsSchema,
  SubmissionSchema,
  UpdateSubmissionBodySchema,
} from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../auth/plugin.ts';
import type { SubmissionService } from './service.ts';

function sessionId(params: unknown): string {
  const parsed = IdParamsSchema.safeParse(params);
  if (!parsed.success) throw new NotFoundError('Session not found');
  return parsed.data.id;
}

export async function submissionRoutes(app: FastifyInstance, { submissions }: { submissions: SubmissionService }) {
  app.get('/sessions/:id/submissions', async (request) => {
    const user = requireUser(request);
    return SubmissionListSchema.parse(await submissions.list(user.id, sessionId(request.params)));
  });

  // `null` (JSON) when the user has not submitted: "no submission yet" is an answer, not an error.
  app.get('/sessions/:id/submissions/mine', async (request, reply) => {
    const user = requireUser(request);
    const mine = MySubmissionSchema.parse(await submissions.mine(user.id, sessionId(request.params)));
    return reply.type('application/json').send(JSON.stringify(mine));
  });

  app.post('/sessions/:id/submissions', async (request, reply) => {
    const user = requireUser(request);
    const id = sessionId(request.params);
    const body = parseInput(CreateSubmissionBodySchema, request.body);
    return reply.status(201).send(SubmissionSchema.parse(await submissions.create(user.id, id, body)));
  });

  app.patch('/sessions/:id/submissions/:submissionId', async (request) => {
    const user = requireUser(request);
    const params = SubmissionParamsSchema.safeParse(request.params);
    if (!params.success) throw new NotFoundError('Submission not found');
    const body = parseInput(UpdateSubmissionBodySchema, request.body);
    const { id, submissionId } = params.data;
    return SubmissionSchema.parse(await submissions.update(user.id, id, submissionId, body));
  });
}
