import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';

// Under ['room', id, …] so the room's live events refresh them (lib/queries/keys.ts).
export const seasonQueries = {
  list: (roomId: string) => readQuery(reads.seasons(roomId)),
  standings: (roomId: string, seasonId: string) => readQuery(reads.standings(roomId, seasonId)),
  recap: (roomId: string, seasonId: string) => readQuery(reads.recap(roomId, seasonId)),
};

export const startSeason = (roomId: string) => api.call(routes.startSeason, { params: { id: roomId }, body: {} });
export const endSeason = (seasonId: string) => api.call(routes.endSeason, { params: { id: seasonId } });
export const exportUrl = (roomId: string, kind: 'csv' | 'json') =>
  (kind === 'csv' ? routes.exportCsv : routes.exportJson).path.replace(':id', encodeURIComponent(roomId));

export const suggestionQueries = {
  list: (roomId: string) => readQuery(reads.suggestions(roomId)),
};
export const suggestTheme = (roomId: string, theme: string) =>
  api.call(routes.createSuggestion, { params: { id: roomId }, body: { theme } });
export const upvote = (id: string, on: boolean) =>
  api.call(on ? routes.upvoteSuggestion : routes.removeUpvote, { params: { id } });
export const applySuggestion = (id: string) => api.call(routes.useSuggestion, { params: { id } });
