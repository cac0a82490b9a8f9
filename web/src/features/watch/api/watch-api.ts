import * as routes from '@clipclub/protocol/http/routes';
import type { WatchCommand, WatchReactionInput } from '@clipclub/protocol/http/watch';
import { api } from '../../../lib/api-client.ts';

// Under ['session', id] like every session screen, so live events and resyncs reach it.
export const watchKeys = {
  session: (id: string) => ['session', id] as const,
  watch: (id: string) => ['session', id, 'watch'] as const,
  reactions: (id: string) => ['session', id, 'watch', 'reactions'] as const,
  presence: (id: string) => ['session', id, 'watch', 'presence'] as const,
  config: ['config'] as const,
};

export const getSession = (id: string) => api.call(routes.getSession, { params: { id } });
export const getConfig = () => api.call(routes.getConfig);
export const getWatch = (id: string) => api.call(routes.getWatch, { params: { id } });
export const sendCommand = (id: string, command: WatchCommand) =>
  api.call(routes.sendWatchCommand, { params: { id }, body: command });
export const passRemote = (id: string, userId: string) =>
  api.call(routes.passWatchHost, { params: { id }, body: { userId } });
export const sendReaction = (id: string, emoji: WatchReactionInput['emoji']) =>
  api.call(routes.sendWatchReaction, { params: { id }, body: { emoji } });

export const membersKey = (roomId: string) => ['room', roomId, 'members'] as const;
export const getMembers = (roomId: string) => api.call(routes.listMembers, { params: { id: roomId } });
