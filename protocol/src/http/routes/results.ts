import type { Route } from '../route.ts';

// Results (api/src/features/results).
export const getResults = {
  method: 'GET',
  path: '/api/sessions/:id/results',
  polled: 'session',
} as const satisfies Route;
