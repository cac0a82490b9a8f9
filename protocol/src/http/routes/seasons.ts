import type { Route } from '../route.ts';

// Seasons, standings, the recap, theme suggestions and the history export (api/src/features/seasons).
export const listSeasons = { method: 'GET', path: '/api/rooms/:id/seasons', polled: 'room' } as const satisfies Route;
export const startSeason = { method: 'POST', path: '/api/rooms/:id/seasons' } as const satisfies Route;
export const updateSeason = { method: 'PATCH', path: '/api/seasons/:id' } as const satisfies Route;
export const endSeason = { method: 'POST', path: '/api/seasons/:id/end' } as const satisfies Route;
export const getStandings = { method: 'GET', path: '/api/seasons/:id/standings' } as const satisfies Route;
export const getRecap = { method: 'GET', path: '/api/seasons/:id/recap' } as const satisfies Route;
export const listSuggestions = {
  method: 'GET',
  path: '/api/rooms/:id/suggestions',
  polled: 'room',
} as const satisfies Route;
export const createSuggestion = { method: 'POST', path: '/api/rooms/:id/suggestions' } as const satisfies Route;
export const upvoteSuggestion = { method: 'POST', path: '/api/suggestions/:id/upvote' } as const satisfies Route;
export const removeUpvote = { method: 'DELETE', path: '/api/suggestions/:id/upvote' } as const satisfies Route;
export const deleteSuggestion = { method: 'DELETE', path: '/api/suggestions/:id' } as const satisfies Route;
export const useSuggestion = { method: 'POST', path: '/api/suggestions/:id/use' } as const satisfies Route;
export const exportCsv = { method: 'GET', path: '/api/rooms/:id/export.csv' } as const satisfies Route;
export const exportJson = { method: 'GET', path: '/api/rooms/:id/export.json' } as const satisfies Route;
