import type { Route } from '../route.ts';
import { sessionId } from './params.ts';

// Results (api/src/features/results).
export const getResults = {
  method: 'GET',
  path: '/api/sessions/:id/results',
  polled: 'session',
  ...sessionId,
  response: 'SessionResultsSchema',
} as const satisfies Route;
