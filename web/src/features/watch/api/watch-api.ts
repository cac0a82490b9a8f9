import type { Member } from '@clipclub/protocol/http/rooms';
import type { Session } from '@clipclub/protocol/http/sessions';
import type { PublicConfig, WatchCommand, WatchView } from '@clipclub/protocol/http/watch';
import { api } from '../../../lib/api-client.ts';

// Under ['session', id] like every session screen, so live events and resyncs reach it.
export const watchKeys = {
  session: (id: string) => ['session', id] as const,
  watch: (id: string) => ['session', id, 'watch'] as const,
  reactions: (id: string) => ['session', id, 'watch', 'reactions'] as const,
  presence: (id: string) => ['session', id, 'watch', 'presence'] as const,
  config: ['config'] as const,
};

const watchPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}/watch`;

export const getSession = (id: string) => api.get<Session>(`/api/sessions/${encodeURIComponent(id)}`);
export const getConfig = () => api.get<PublicConfig>('/api/config');
export const getWatch = (id: string) => api.get<WatchView>(watchPath(id));
export const sendCommand = (id: string, command: WatchCommand) => api.post<WatchView>(watchPath(id), command);
export const passRemote = (id: string, userId: string) => api.post<WatchView>(`${watchPath(id)}/host`, { userId });
export const sendReaction = (id: string, emoji: string) => api.post<void>(`${watchPath(id)}/reactions`, { emoji });

export const membersKey = (roomId: string) => ['room', roomId, 'members'] as const;
export const getMembers = (roomId: string) => api.get<Member[]>(`/api/rooms/${encodeURIComponent(roomId)}/members`);
