import * as routes from '@clipclub/protocol/http/routes';
import type { WatchCommand, WatchReactionInput } from '@clipclub/protocol/http/watch';
import { api } from '../../../lib/api-client.ts';

export const sendCommand = (id: string, command: WatchCommand) =>
  api.call(routes.sendWatchCommand, { params: { id }, body: command });
export const passRemote = (id: string, userId: string) =>
  api.call(routes.passWatchHost, { params: { id }, body: { userId } });
export const sendReaction = (id: string, emoji: WatchReactionInput['emoji']) =>
  api.call(routes.sendWatchReaction, { params: { id }, body: { emoji } });
export const markRevealSeen = (id: string) => api.call(routes.markRevealSeen, { params: { id } });
export const sendChat = (id: string, body: string) =>
  api.call(routes.sendWatchChat, { params: { id }, body: { body } });
