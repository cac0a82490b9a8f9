import type { TokenStatus } from '@clipclub/protocol/http/rooms';
import type { SubmissionEntry } from '@clipclub/protocol/http/submissions';
import type {
  AppreciationVoteBody,
  AppreciationVoteResponse,
  ClassicVoteBody,
  ClassicVoteResponse,
  GrudgeVoteBody,
  GrudgeVoteResponse,
  RankedVoteBody,
  RankedVoteResponse,
  VoteAllocation,
  VoteRecord,
} from '@clipclub/protocol/http/votes';
import { api } from '../../../lib/api-client.ts';

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;
const roomPath = (id: string) => `/api/rooms/${encodeURIComponent(id)}`;

export const getSubmissions = (id: string) => api.get<SubmissionEntry[]>(`${sessionPath(id)}/submissions`);
export const getVoteAllocation = (id: string) => api.get<VoteAllocation>(`${sessionPath(id)}/vote-allocation`);
export const getMyVotes = (id: string) => api.get<VoteRecord[]>(`${sessionPath(id)}/votes`);
export const getTokenStatus = (roomId: string) => api.get<TokenStatus>(`${roomPath(roomId)}/tokens/status`);

export const postClassicVote = (id: string, body: ClassicVoteBody) =>
  api.post<ClassicVoteResponse>(`/api/votes/${encodeURIComponent(id)}`, body);
export const postRankedVote = (id: string, body: RankedVoteBody) =>
  api.post<RankedVoteResponse>(`${sessionPath(id)}/vote/ranked`, body);
export const postGrudgeVote = (id: string, body: GrudgeVoteBody) =>
  api.post<GrudgeVoteResponse>(`${sessionPath(id)}/vote/grudge`, body);
export const postAppreciationVote = (id: string, body: AppreciationVoteBody) =>
  api.post<AppreciationVoteResponse>(`${sessionPath(id)}/vote/appreciation`, body);
