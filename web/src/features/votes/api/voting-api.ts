import * as routes from '@clipclub/protocol/http/routes';
import type {
  AppreciationVoteBody,
  ClassicVoteBody,
  GrudgeVoteBody,
  RankedVoteBody,
} from '@clipclub/protocol/http/votes';
import { api } from '../../../lib/api-client.ts';

export const postClassicVote = (id: string, body: ClassicVoteBody) =>
  api.call(routes.voteClassic, { params: { sessionId: id }, body });
export const postRankedVote = (id: string, body: RankedVoteBody) =>
  api.call(routes.voteRanked, { params: { id }, body });
export const postGrudgeVote = (id: string, body: GrudgeVoteBody) =>
  api.call(routes.voteGrudge, { params: { id }, body });
export const postAppreciationVote = (id: string, body: AppreciationVoteBody) =>
  api.call(routes.voteAppreciation, { params: { id }, body });
