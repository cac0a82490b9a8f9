import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type Ack,
  type ClientToServerEvents,
  NotificationNewEventSchema,
  RoomJoinPayloadSchema,
  SOCKET_ERRORS,
  SOCKET_PATH,
  SocketAuthSchema,
} from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { HttpError } from '../../lib/errors.ts';
import { isForeignOrigin } from '../../lib/origin-check.ts';
import { LOGIN_COOKIE } from '../auth/login-session.ts';
import { requireMember } from '../rooms/access.ts';
import { type ClipClubServer, type ClipClubSocket, roomChannel, userChannel } from './channels.ts';
import { roomTag } from './conditional-get.ts';
import { versionForMember } from './room-versions.ts';
import { addressChannel, clientAddress, socketRefusal } from './socket-caps.ts';

// The login session behind each socket, to re-check it when its user logs out somewhere. Kept
// out of socket.data, which the Redis adapter would publish if sockets were ever fetched remotely.
const loginSessions = new WeakMap<object, string>();
export const loginSessionOf = (socket: object) => loginSessions.get(socket);

// Enough for every room a member could have on screen; stops one socket subscribing to everything.
const MAX_ROOMS_PER_SOCKET = 100;

export function createSocketServer(app: FastifyInstance): ClipClubServer {
  const io: ClipClubServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // WebSocket only: a long-polling client would need sticky sessions across API processes.
    transports: ['websocket'],
    // Clients send only small join/leave messages.
    maxHttpBufferSize: 16 * 1024,
    // Cross-site WebSocket hijacking (docs/rules.md §1): a browser always sends Origin on a
    // WebSocket handshake, so a page on another site is refused before anything else happens.
    allowRequest: (request, callback) => {
      const foreign = isForeignOrigin(request.headers.origin, app.config.allowedOrigins);
      callback(foreign ? 'Cross-site connection refused' : null, !foreign);
    },
  });

  answerForeignUpgradesWith403(app);

  // The login-session cookie decides who the socket is, exactly like an HTTP request.
  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
      const loginToken = cookies[LOGIN_COOKIE];
      const user = await app.loginSessions.authenticate(loginToken);
      if (!user || !loginToken) {
        const refused = new Error(SOCKET_ERRORS.unauthorized) as Error & { data?: unknown };
        refused.data = { code: 'unauthorized' };
        return next(refused);
      }
      const address = addressChannel(clientAddress(socket.request, app.config.trustProxyHops));
      const refusal = await socketRefusal(app, io, { user: userChannel(user.id), address });
      if (refusal) {
        const refused = new Error(refusal) as Error & { data?: unknown };
        refused.data = { code: 'too_many_connections' };
        return next(refused);
      }
      socket.data = { userId: user.id };
      loginSessions.set(socket, loginToken);
      await socket.join([userChannel(user.id), address]);
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket authentication failed');
      next(new Error('Something went wrong'));
    }
  });

  io.on('connection', (socket) => {
    void sendMissedNotifications(app, socket);
    socket.on('room:join', (payload, ack) => void join(app, socket, payload, ack));
    socket.on('room:leave', async (payload, ack) => {
      const parsed = RoomJoinPayloadSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: { message: 'Room not found', code: 'not_found' } });
      await socket.leave(roomChannel(parsed.data.roomId));
      answer(ack, { ok: true, data: { roomId: parsed.data.roomId } });
    });
  });

  return io;
}

/**
 * engine.io answers a refused WebSocket upgrade with 400; docs/rules.md §1 says a foreign-origin
 * handshake answers 403, as a foreign-origin write does. So the check runs first, here.
 */
function answerForeignUpgradesWith403(app: FastifyInstance) {
  const engineListeners = app.server.listeners('upgrade') as ((...args: unknown[]) => void)[];
  app.server.removeAllListeners('upgrade');
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (isForeignOrigin(request.headers.origin, app.config.allowedOrigins)) {
      const body = 'Cross-site connection refused';
      socket.on('error', () => {});
      socket.end(
        `HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      return;
    }
    for (const listener of engineListeners) listener.call(app.server, request, socket, head);
  });
}

/**
 * The page read its notifications at `notificationsAsOf`, perhaps before this socket joined the
 * player's channel: what was stored in between was pushed to nobody, so it is sent now. The
 * socket is already in the channel here, so anything stored later reaches it live. Without a
 * valid asOf (no list yet, an old page, garbage) nothing is read.
 */
async function sendMissedNotifications(app: FastifyInstance, socket: ClipClubSocket) {
  const parsed = SocketAuthSchema.safeParse(socket.handshake.auth);
  const asOf = parsed.success ? parsed.data.notificationsAsOf : undefined;
  if (asOf === undefined) return;
  try {
    const missed = await app.notifications.storedSince(socket.data.userId, new Date(asOf));
    for (const n of missed) {
      if (!socket.connected) return;
      socket.emit('notification:new', NotificationNewEventSchema.parse(n));
    }
  } catch (error) {
    app.log.error({ err: error }, 'sending missed notifications failed');
  }
}

type JoinAck = Parameters<ClientToServerEvents['room:join']>[1];

// Membership is checked against the database on every join, never trusted from an earlier one.
async function join(app: FastifyInstance, socket: ClipClubSocket, payload: unknown, ack: JoinAck) {
  const parsed = RoomJoinPayloadSchema.safeParse(payload);
  if (!parsed.success) return answer(ack, { ok: false, error: { message: 'Room not found', code: 'not_found' } });
  const { roomId } = parsed.data;
  const joined = [...socket.rooms].filter((r) => r.startsWith('room:')).length;
  if (joined >= MAX_ROOMS_PER_SOCKET && !socket.rooms.has(roomChannel(roomId))) {
    return answer(ack, { ok: false, error: { message: 'Too many rooms on one connection', code: 'too_many_rooms' } });
  }
  try {
    await requireMember(app.db, roomId, socket.data.userId);
  } catch (error) {
    if (error instanceof HttpError) {
      return answer(ack, { ok: false, error: { message: error.message, ...(error.code ? { code: error.code } : {}) } });
    }
    app.log.error({ err: error }, 'room:join failed');
    return answer(ack, { ok: false, error: { message: 'Something went wrong', code: 'internal' } });
  }
  if (!socket.connected) return;
  await socket.join(roomChannel(roomId));
  // Read once the socket is in the room: a write whose version is bumped after this read sends
  // its event to this socket, so answers carrying this tag miss nothing (the client skips them).
  // A member joining counts as a member reading (conditional-get.ts): the room gets a version.
  const version = await versionForMember(app.roomVersions, roomId);
  const tag = version === null ? null : roomTag(version, socket.data.userId);
  answer(ack, { ok: true, data: { roomId, tag } });
}

// A client may emit without an ack; a bad one must not throw inside the server.
function answer<T>(ack: unknown, value: Parameters<Ack<T>>[0]) {
  if (typeof ack === 'function') ack(value);
}
