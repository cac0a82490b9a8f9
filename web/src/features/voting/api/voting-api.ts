import * as routes from '@clipclub/protocol/http/routes';
import type {
  AppreciationVoteBody,
  ClassicVoteBody,
  GrudgeVoteBody,
  RankedVoteBody,
} from '@clipclub/protocol/http/votes';
import { api } from '../../../lib/api-client.ts';

// Keys: everything about one session sits under ['session', id] so a live event (or a vote)
// can refresh it with one prefix; room-wide things (tokens, badges) under ['room', roomId].
export const votingKeys = {
  session: (id: string) => ['session', id] as const,
  submissions: (id: string) => ['session', id, 'submissions'] as const,
  allocation: (id: string) => ['session', id, 'vote-allocation'] as const,
  myVotes: (id: string) => ['session', id, 'votes'] as const,
  tokens: (roomId: string) => ['room', roomId, 'tokens'] as const,
  badges: (roomId: string) => ['room', roomId, 'badges'] as const,
  roomSessions: (roomId: string) => ['room', roomId, 'sessions'] as const,
};

export const getSession = (id: string) => api.call(routes.getSession, { params: { id } });
export const getSubmissions = (id: string) => api.call(routes.listSubmissions, { params: { id } });
export const getVoteAllocation = (id: string) => api.call(routes.getVoteAllocation, { params: { id } });
export const getMyVotes = (id: string) => api.call(routes.listMyVotes, { params: { id } });
export const getTokenStatus = (roomId: string) => api.call(routes.getTokenStatus, { params: { id: roomId } });
export const getBadgeConfig = (roomId: string) => api.call(routes.getBadgeConfig, { params: { id: roomId } });

export const postClassicVote = (id: string, body: ClassicVoteBody) =>
  api.call(routes.voteClassic, { params: { sessionId: id }, body });
export const postRankedVote = (id: string, body: RankedVoteBody) =>
  api.call(routes.voteRanked, { params: { id }, body });
export const postGrudgeVote = (id: string, body: GrudgeVoteBody) =>
  api.call(routes.voteGrudge, { params: { id }, body });
export const postAppreciationVote = (id: string, body: AppreciationVoteBody) =>
  api.call(routes.voteAppreciation, { params: { id }, body });
