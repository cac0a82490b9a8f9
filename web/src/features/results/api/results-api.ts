import type { BadgeConfig } from '@clipclub/protocol/http/badges';
import type { SessionResults } from '@clipclub/protocol/http/results';
import type { Session } from '@clipclub/protocol/http/sessions';
import { api } from '../../../lib/api-client.ts';

// Same keys as the vote screen's: one session's data sits under ['session', id].
export const resultsKeys = {
  session: (id: string) => ['session', id] as const,
  results: (id: string) => ['session', id, 'results'] as const,
  badges: (roomId: string) => ['room', roomId, 'badges'] as const,
};

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

export const getSession = (id: string) => api.get<Session>(sessionPath(id));
export const getResults = (id: string) => api.get<SessionResults>(`${sessionPath(id)}/results`);
export const getBadgeConfig = (roomId: string) =>
  api.get<BadgeConfig>(`/api/rooms/${encodeURIComponent(roomId)}/badges/config`);
