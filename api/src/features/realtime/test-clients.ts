import {
  type ClientToServerEvents,
  ROOM_BATCH_EVENT,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { TEST_ORIGIN } from '../../test/build-app.ts';

// Real socket.io clients for tests: the app listens on a free port and clients connect to it
// the way the web app does (WebSocket transport, login cookie, the page's Origin).

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Heard = { name: string; payload: unknown };

const open = new Set<TestSocket>();

/** Starts listening once per app (tests share one app per file) and answers its base URL. */
export async function listenOnce(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

export function openSocket(
  url: string,
  options: { cookie?: string; origin?: string; auth?: Record<string, unknown> } = {},
): TestSocket {
  const headers: Record<string, string> = { origin: options.origin ?? TEST_ORIGIN };
  if (options.cookie) headers.cookie = options.cookie;
  const socket: TestSocket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
    ...(options.auth ? { auth: options.auth } : {}),
  });
  open.add(socket);
  return socket;
}

/** Resolves on 'connect', rejects with the refusal on 'connect_error'. */
export function connected(socket: TestSocket): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function refused(socket: TestSocket): Promise<Error & { data?: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, but should have been refused')));
    socket.once('connect_error', resolve);
  });
}

/** A connected socket of a signed-in user that joined the given rooms. */
export async function memberSocket(url: string, cookie: string, roomIds: string[] = []): Promise<TestSocket> {
  const socket = await connected(openSocket(url, { cookie }));
  for (const roomId of roomIds) {
    const answer = await socket.emitWithAck('room:join', { roomId });
    if (!answer.ok) throw new Error(`join refused: ${answer.error.message}`);
  }
  return socket;
}

/** The events a message carries: a batch (one change, several events) is opened in order. */
export function eventsOf(name: string, payload: unknown): Heard[] {
  if (name !== ROOM_BATCH_EVENT) return [{ name, payload }];
  return (payload as { events: Heard[] }).events.map((e) => ({ name: e.name, payload: e.payload }));
}

/** Everything a socket hears, in order, batches opened. */
export function record(socket: TestSocket): Heard[] {
  const heard: Heard[] = [];
  socket.onAny((name: string, payload: unknown) => heard.push(...eventsOf(name, payload)));
  return heard;
}

/** The messages a socket receives, as sent (a batch counts once). */
export function recordMessages(socket: TestSocket): Heard[] {
  const heard: Heard[] = [];
  socket.onAny((name: string, payload: unknown) => heard.push({ name, payload }));
  return heard;
}

/** The next event of that name, alone or inside a batch. */
export function nextEvent<E extends ServerEventName>(
  socket: TestSocket,
  name: E,
  // Generous: on a busy machine an event can take seconds; a passing test never waits this long.
  timeoutMs = 10_000,
): Promise<ServerEventPayload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.offAny(listener);
      reject(new Error(`no ${name} within ${timeoutMs} ms`));
    }, timeoutMs);
    function listener(heardName: string, payload: unknown) {
      const found = eventsOf(heardName, payload).find((e) => e.name === name);
      if (!found) return;
      clearTimeout(timer);
      socket.offAny(listener);
      resolve(found.payload as ServerEventPayload<E>);
    }
    socket.onAny(listener);
  });
}

export function disconnection(socket: TestSocket, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Call in afterEach: closes every socket opened through this module. */
export function closeSockets(): void {
  for (const socket of open) socket.disconnect();
  open.clear();
}
