import type { Route } from '../route.ts';

// Ballots (api/src/features/votes).
export const getVoteAllocation = {
  method: 'GET',
  path: '/api/sessions/:id/vote-allocation',
  polled: 'session',
} as const satisfies Route;
export const listMyVotes = {
  method: 'GET',
  path: '/api/sessions/:id/votes',
  polled: 'session',
} as const satisfies Route;
export const voteClassic = { method: 'POST', path: '/api/votes/:sessionId' } as const satisfies Route;
export const voteRanked = { method: 'POST', path: '/api/sessions/:id/vote/ranked' } as const satisfies Route;
export const voteGrudge = { method: 'POST', path: '/api/sessions/:id/vote/grudge' } as const satisfies Route;
export const voteAppreciation = {
  method: 'POST',
  path: '/api/sessions/:id/vote/appreciation',
} as const satisfies Route;
