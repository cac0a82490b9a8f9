import { IdParamsSchema, SessionResultsSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { requireUser } from '../auth/plugin.ts';
import { type ResultsService, SESSION_NOT_FOUND } from './service.ts';

export async function resultsRoutes(app: FastifyInstance, { results }: { results: ResultsService }) {
  app.get('/sessions/:id/results', async (request) => {
    const user = requireUser(request);
    // A malformed id cannot name a session the caller may see: the same 404 as any other.
    const params = IdParamsSchema.safeParse(request.params);
    if (!params.success) throw new NotFoundError(SESSION_NOT_FOUND);
    return SessionResultsSchema.parse(await results.sessionResults(user.id, params.data.id));
  });
}
