import type { Route } from '../route.ts';
import { roomId, seasonId, suggestionId } from './params.ts';

// Seasons, standings, the recap, theme suggestions and the history export (api/src/features/seasons).
export const listSeasons = {
  method: 'GET',
  path: '/api/rooms/:id/seasons',
  polled: 'room',
  ...roomId,
  response: 'SeasonListSchema',
} as const satisfies Route;
export const startSeason = {
  method: 'POST',
  path: '/api/rooms/:id/seasons',
  ...roomId,
  body: 'SeasonBodySchema',
  response: 'SeasonSchema',
  status: 201,
} as const satisfies Route;
export const updateSeason = {
  method: 'PATCH',
  path: '/api/seasons/:id',
  ...seasonId,
  body: 'SeasonBodySchema',
  response: 'SeasonSchema',
} as const satisfies Route;
export const endSeason = {
  method: 'POST',
  path: '/api/seasons/:id/end',
  ...seasonId,
  response: 'SeasonSchema',
} as const satisfies Route;
export const getStandings = {
  method: 'GET',
  path: '/api/seasons/:id/standings',
  ...seasonId,
  response: 'StandingsSchema',
} as const satisfies Route;
export const getRecap = {
  method: 'GET',
  path: '/api/seasons/:id/recap',
  ...seasonId,
  response: 'RecapSchema',
} as const satisfies Route;
export const listSuggestions = {
  method: 'GET',
  path: '/api/rooms/:id/suggestions',
  polled: 'room',
  ...roomId,
  response: 'SuggestionListSchema',
} as const satisfies Route;
export const createSuggestion = {
  method: 'POST',
  path: '/api/rooms/:id/suggestions',
  ...roomId,
  body: 'SuggestionBodySchema',
  response: 'SuggestionSchema',
  status: 201,
} as const satisfies Route;
export const upvoteSuggestion = {
  method: 'POST',
  path: '/api/suggestions/:id/upvote',
  ...suggestionId,
  response: 'SuggestionSchema',
} as const satisfies Route;
export const removeUpvote = {
  method: 'DELETE',
  path: '/api/suggestions/:id/upvote',
  ...suggestionId,
  response: 'SuggestionSchema',
} as const satisfies Route;
export const deleteSuggestion = {
  method: 'DELETE',
  path: '/api/suggestions/:id',
  ...suggestionId,
  status: 204,
} as const satisfies Route;
export const useSuggestion = {
  method: 'POST',
  path: '/api/suggestions/:id/use',
  ...suggestionId,
  response: 'SessionSchema',
  status: 201,
} as const satisfies Route;
// A file, not a JSON answer: the handler sends the CSV text itself.
export const exportCsv = { method: 'GET', path: '/api/rooms/:id/export.csv', ...roomId } as const satisfies Route;
export const exportJson = {
  method: 'GET',
  path: '/api/rooms/:id/export.json',
  ...roomId,
  response: 'ExportSchema',
} as const satisfies Route;
