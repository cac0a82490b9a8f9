import type { CreateRoomBody, JoinRoomBody, RoomSettingsBody, UpdateRoomBody } from '@clipclub/protocol/http/rooms';
import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';

// The room's writes; its reads, shared with other screens and live updates, are lib/queries/rooms.ts.

/** `key` is the Idempotency-Key: the same key answers the same room. */
export const createRoom = (body: CreateRoomBody, key: string) =>
  api.call(routes.createRoom, { body, headers: { 'Idempotency-Key': key } });
export const joinRoom = (body: JoinRoomBody) => api.call(routes.joinRoom, { body });
export const updateRoom = (id: string, body: UpdateRoomBody) => api.call(routes.updateRoom, { params: { id }, body });
export const deleteRoom = (id: string) => api.call(routes.deleteRoom, { params: { id } });

// Membership: the server keeps at least one admin and answers 409 with a message.
export const leaveRoom = (id: string) => api.call(routes.leaveRoom, { params: { id } });
export const removeMember = (id: string, userId: string) => api.call(routes.removeMember, { params: { id, userId } });
export const setMemberRole = (id: string, userId: string, isAdmin: boolean) =>
  api.call(routes.setMemberRole, { params: { id, userId }, body: { isAdmin } });
export const regenerateInviteCode = (id: string) => api.call(routes.regenerateInviteCode, { params: { id } });
export const updateRoomSettings = (id: string, body: RoomSettingsBody) =>
  api.call(routes.updateRoomSettings, { params: { id }, body });

/** An invite link's preview for a visitor not yet signed in (docs/rules.md §2). */
