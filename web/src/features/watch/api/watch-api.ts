import type { PublicConfig, WatchCommand, WatchView } from '@clipclub/protocol/http/watch';
import { api } from '../../../lib/api-client.ts';

const watchPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}/watch`;

export const getConfig = () => api.get<PublicConfig>('/api/config');
export const getWatch = (id: string) => api.get<WatchView>(watchPath(id));
export const sendCommand = (id: string, command: WatchCommand) => api.post<WatchView>(watchPath(id), command);
export const passRemote = (id: string, userId: string) => api.post<WatchView>(`${watchPath(id)}/host`, { userId });
export const sendReaction = (id: string, emoji: string) => api.post<void>(`${watchPath(id)}/reactions`, { emoji });
