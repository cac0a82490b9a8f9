import type { ClientToServerEvents, ServerToClientEvents } from '@clipclub/protocol';
import type { Server, Socket } from 'socket.io';

// The socket server's types and channel names, apart from the server itself so the helpers it
// uses (socket-caps, fan-out) and other features can name them without importing it.

/** What one process tells the others so their caches stay right (Redis only). */
export type SyncMessage =
  | { kind: 'version'; roomId: string; version: number }
  | { kind: 'members'; roomId: string }
  | { kind: 'signed-out'; userId: string }
  | { kind: 'user-changed'; userId: string };
export type InterServerEvents = { 'clipclub:sync': (message: SyncMessage) => void };
export type SocketData = { userId: string };
export type ClipClubServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type ClipClubSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Socket.IO room names: one per Clip Club room, one per user (to find a user's sockets). */
export const roomChannel = (roomId: string) => `room:${roomId}`;
export const userChannel = (userId: string) => `user:${userId}`;

/**
 * Whether an emit to `channel`, less the sockets in `except`, could reach anyone. With one
 * process its own sockets tell, so an emit nobody would hear is not built (encoded, framed) at
 * all: a results notice, say, whose player's every tab is in the room that had it in its batch.
 * With several processes (Redis) another may hold such a socket: always.
 */
export function mayReach(io: ClipClubServer, clustered: boolean, channel: string, except?: string): boolean {
  if (clustered) return true;
  const { rooms } = io.of('/').adapter;
  const sockets = rooms.get(channel);
  if (!sockets) return false;
  const skip = except === undefined ? undefined : rooms.get(except);
  if (!skip) return sockets.size > 0;
  for (const id of sockets) if (!skip.has(id)) return true;
  return false;
}
