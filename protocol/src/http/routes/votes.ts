import type { Route } from '../route.ts';
import { SESSION_NOT_FOUND, sessionId } from './params.ts';

// Ballots (api/src/features/votes).
export const getVoteAllocation = {
  method: 'GET',
  path: '/api/sessions/:id/vote-allocation',
  polled: 'session',
  ...sessionId,
  response: 'VoteAllocationSchema',
} as const satisfies Route;
export const listMyVotes = {
  method: 'GET',
  path: '/api/sessions/:id/votes',
  polled: 'session',
  ...sessionId,
  response: 'VoteRecordListSchema',
} as const satisfies Route;
export const voteClassic = {
  method: 'POST',
  path: '/api/votes/:sessionId',
  params: 'ClassicVoteParamsSchema',
  notFound: SESSION_NOT_FOUND,
  body: 'ClassicVoteBodySchema',
  response: 'ClassicVoteResponseSchema',
} as const satisfies Route;
export const voteRanked = {
  method: 'POST',
  path: '/api/sessions/:id/vote/ranked',
  ...sessionId,
  body: 'RankedVoteBodySchema',
  response: 'RankedVoteResponseSchema',
} as const satisfies Route;
export const voteGrudge = {
  method: 'POST',
  path: '/api/sessions/:id/vote/grudge',
  ...sessionId,
  body: 'GrudgeVoteBodySchema',
  response: 'GrudgeVoteResponseSchema',
} as const satisfies Route;
export const voteAppreciation = {
  method: 'POST',
  path: '/api/sessions/:id/vote/appreciation',
  ...sessionId,
  body: 'AppreciationVoteBodySchema',
  response: 'AppreciationVoteResponseSchema',
} as const satisfies Route;
