import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { route } from '../../lib/routes.ts';
import { toCsv } from './csv.ts';
import { roomHistory } from './export.ts';
import type { SeasonService } from './service.ts';
import type { SuggestionService } from './suggestions.ts';

type Deps = { seasons: SeasonService; suggestions: SuggestionService; db: Database; clock: Clock };

export async function seasonRoutes(app: FastifyInstance, { seasons, suggestions, db, clock }: Deps) {
  route(app, 'listSeasons', async ({ user, params }) => seasons.list(user.id, params.id));
  route(app, 'startSeason', async ({ user, params, body }) => seasons.start(user.id, params.id, body));
  route(app, 'updateSeason', async ({ user, params, body }) => seasons.update(user.id, params.id, body));
  route(app, 'endSeason', async ({ user, params }) => seasons.end(user.id, params.id));
  route(app, 'getStandings', async ({ user, params }) => seasons.standings(user.id, params.id));
  route(app, 'getRecap', async ({ user, params }) => seasons.recap(user.id, params.id));

  route(app, 'listSuggestions', async ({ user, params }) => suggestions.list(user.id, params.id));
  route(app, 'createSuggestion', async ({ user, params, body }) => suggestions.create(user.id, params.id, body.theme));
  route(app, 'upvoteSuggestion', async ({ user, params }) => suggestions.upvote(user.id, params.id));
  route(app, 'removeUpvote', async ({ user, params }) => suggestions.removeUpvote(user.id, params.id));
  route(app, 'deleteSuggestion', async ({ user, params }) => suggestions.remove(user.id, params.id));
  route(app, 'useSuggestion', async ({ user, params }) => suggestions.use(user.id, params.id));

  route(app, 'exportJson', async ({ user, params, reply }) => {
    reply.header('content-disposition', 'attachment; filename="clip-club-history.json"');
    return roomHistory(db, clock, user.id, params.id);
  });
  route(app, 'exportCsv', async ({ user, params, reply }) => {
    const history = await roomHistory(db, clock, user.id, params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="clip-club-history.csv"')
      .send(toCsv(history.rows));
  });
}
