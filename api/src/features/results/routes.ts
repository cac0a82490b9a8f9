import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { ResultsService } from './service.ts';

export async function resultsRoutes(app: FastifyInstance, { results }: { results: ResultsService }) {
  route(app, 'getResults', async ({ user, params }) => results.sessionResults(user.id, params.id));
  route(app, 'markRevealSeen', async ({ user, params }) => results.markRevealSeen(user.id, params.id));
}
