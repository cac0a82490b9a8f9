import * as routes from '@clipclub/protocol/http/routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// Under ['room', id, …] so the room's live events refresh them (lib/queries/keys.ts).
export const seasonQueries = {
  list: (roomId: string) =>
    queryOptions({
      queryKey: ['room', roomId, 'seasons'] as const,
      queryFn: () => api.call(routes.listSeasons, { params: { id: roomId } }),
    }),
  standings: (roomId: string, seasonId: string) =>
    queryOptions({
      queryKey: ['room', roomId, 'seasons', seasonId, 'standings'] as const,
      queryFn: () => api.call(routes.getStandings, { params: { id: seasonId } }),
    }),
  recap: (roomId: string, seasonId: string) =>
    queryOptions({
      queryKey: ['room', roomId, 'seasons', seasonId, 'recap'] as const,
      queryFn: () => api.call(routes.getRecap, { params: { id: seasonId } }),
    }),
};

export const startSeason = (roomId: string) => api.call(routes.startSeason, { params: { id: roomId }, body: {} });
export const endSeason = (seasonId: string) => api.call(routes.endSeason, { params: { id: seasonId } });
export const exportUrl = (roomId: string, kind: 'csv' | 'json') =>
  (kind === 'csv' ? routes.exportCsv : routes.exportJson).path.replace(':id', encodeURIComponent(roomId));

export const suggestionQueries = {
  list: (roomId: string) =>
    queryOptions({
      queryKey: ['room', roomId, 'suggestions'] as const,
      queryFn: () => api.call(routes.listSuggestions, { params: { id: roomId } }),
    }),
};
export const suggestTheme = (roomId: string, theme: string) =>
  api.call(routes.createSuggestion, { params: { id: roomId }, body: { theme } });
export const upvote = (id: string, on: boolean) =>
  api.call(on ? routes.upvoteSuggestion : routes.removeUpvote, { params: { id } });
export const applySuggestion = (id: string) => api.call(routes.useSuggestion, { params: { id } });
