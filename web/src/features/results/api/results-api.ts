import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';

// Same keys as the vote screen's: one session's data sits under ['session', id].
export const resultsKeys = {
  session: (id: string) => ['session', id] as const,
  results: (id: string) => ['session', id, 'results'] as const,
  badges: (roomId: string) => ['room', roomId, 'badges'] as const,
};

export const getSession = (id: string) => api.call(routes.getSession, { params: { id } });
export const getResults = (id: string) => api.call(routes.getResults, { params: { id } });
export const getBadgeConfig = (roomId: string) => api.call(routes.getBadgeConfig, { params: { id: roomId } });
