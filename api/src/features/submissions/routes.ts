import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { SubmissionService } from './service.ts';

export async function submissionRoutes(app: FastifyInstance, { submissions }: { submissions: SubmissionService }) {
  route(app, 'listSubmissions', async ({ user, params }) => submissions.list(user.id, params.id));
  // JSON `null` when the user has not submitted (protocol's MySubmissionSchema).
  route(app, 'getMySubmission', async ({ user, params }) => submissions.mine(user.id, params.id));
  route(app, 'createSubmission', async ({ user, params, body }) => submissions.create(user.id, params.id, body));
  route(app, 'updateSubmission', async ({ user, params, body }) =>
    submissions.update(user.id, params.id, params.submissionId, body),
  );
}
