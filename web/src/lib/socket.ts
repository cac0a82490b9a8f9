import { SOCKET_PATH } from '@clipclub/protocol/realtime/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@clipclub/protocol/realtime/events';
import { io, type Socket } from 'socket.io-client';
import { handshakeAuth } from './socket-auth.ts';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: LiveSocket | null = null;

/**
 * The tab's one socket, created on first use (when a signed-in user opens a room-scoped screen).
 * Same origin, so the browser sends the login cookie; WebSocket only, because several API
 * processes share rooms through Redis without sticky sessions (protocol/realtime/constants.ts).
 * socket.io reconnects by itself with its default backoff (1 s growing to 5 s); a handshake
 * that has not finished after 10 s (instead of the default 20) counts as a failed attempt.
 * `auth` is a function, so each (re)connect sends what the features hold then (socket-auth.ts).
 */
export function getSocket(): LiveSocket {
  socket ??= io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    withCredentials: true,
    timeout: 10_000,
    auth: (send) => void handshakeAuth().then(send),
  });
  return socket;
}
