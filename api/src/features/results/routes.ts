import { SessionResultsSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../lib/route-params.ts';
import { requireUser } from '../auth/plugin.ts';
import { type ResultsService, SESSION_NOT_FOUND } from './service.ts';

export async function resultsRoutes(app: FastifyInstance, { results }: { results: ResultsService }) {
  app.get('/sessions/:id/results', async (request) => {
    const user = requireUser(request);
    const id = idParam(request.params, SESSION_NOT_FOUND);
    return SessionResultsSchema.parse(await results.sessionResults(user.id, id));
  });
}
