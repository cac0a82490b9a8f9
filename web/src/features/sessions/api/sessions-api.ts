import type { Session } from '@clipclub/protocol/http/sessions';
import { api } from '../../../lib/api-client.ts';

export const sessionKeys = {
  list: (roomId: string) => ['room', roomId, 'sessions'] as const,
};

export const getSessions = (roomId: string) => api.get<Session[]>(`/api/rooms/${encodeURIComponent(roomId)}/sessions`);
