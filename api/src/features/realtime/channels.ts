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
