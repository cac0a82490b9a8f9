import type { Session } from '@clipclub/protocol/http/sessions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import type { LiveSocket } from '../../../lib/socket.ts';
import type { ConnectionStatus } from '../../../stores/connection-store.ts';
import { LiveRooms } from './live-rooms.ts';
import { listed, pages, ROOM_ID, session } from './test-data.ts';

type Answer = { ok: true; data: { roomId: string } } | { ok: false; error: { message: string } };
type Sent = { name: string; payload: { roomId: string }; answer: (a: Answer) => void; timeOut: () => void };

/** Just enough of a socket.io client socket: the server side is driven by the test. */
class FakeSocket {
  connected = false;
  active = true;
  sent: Sent[] = [];
  readonly #handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  readonly #any: ((name: string, payload: unknown) => void)[] = [];

  on(name: string, handler: (...args: unknown[]) => void) {
    this.#handlers.set(name, [...(this.#handlers.get(name) ?? []), handler]);
    return this;
  }
  onAny(handler: (name: string, payload: unknown) => void) {
    this.#any.push(handler);
    return this;
  }
  connect() {
    this.active = true;
    return this;
  }
  emit(name: string, payload: { roomId: string }, ack: (a: Answer) => void) {
    this.sent.push({ name, payload, answer: ack, timeOut: () => {} });
    return this;
  }
  timeout() {
    return {
      emit: (name: string, payload: { roomId: string }, ack: (error: Error | null, a?: Answer) => void) => {
        this.sent.push({ name, payload, answer: (a) => ack(null, a), timeOut: () => ack(new Error('timed out')) });
      },
    };
  }

  // The server's side.
  open() {
    this.connected = true;
    this.fire('connect');
  }
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  refuse() {
    this.fire('connect_error', new Error('websocket error'));
  }
  deliver(name: string, payload: unknown) {
    for (const handler of this.#any) handler(name, payload);
  }
  joins() {
    return this.sent.filter((s) => s.name === 'room:join');
  }
  fire(name: string, ...args: unknown[]) {
    for (const handler of this.#handlers.get(name) ?? []) handler(...args);
  }
}

const joined = (roomId: string): Answer => ({ ok: true, data: { roomId } });

let socket: FakeSocket;
let status: ConnectionStatus;
let live: LiveRooms;
const client = createQueryClient();

beforeEach(() => {
  vi.useFakeTimers();
  socket = new FakeSocket();
  status = 'idle';
  live = new LiveRooms(
    () => socket as unknown as LiveSocket,
    (s) => {
      status = s;
    },
  );
  client.clear();
  client.setQueryData(queryKeys.sessions(ROOM_ID), pages([session(1)]));
});
afterEach(() => vi.useRealTimers());

describe('LiveRooms', () => {
  it('is live only once the socket is connected and the server acknowledged the join', () => {
    live.acquire(ROOM_ID, client);
    expect(status).toBe('connecting');
    expect(socket.joins()).toHaveLength(0);

    socket.open();
    expect(socket.joins().map((j) => j.payload)).toEqual([{ roomId: ROOM_ID }]);
    expect(status).toBe('connecting');

    socket.joins()[0]?.answer(joined(ROOM_ID));
    expect(status).toBe('live');
  });

  it('applies events of the joined room to the cache, and ignores other rooms', () => {
    live.acquire(ROOM_ID, client);
    socket.open();
    socket.joins()[0]?.answer(joined(ROOM_ID));

    socket.deliver('session:status-changed', { roomId: ROOM_ID, session: session(1, { status: 'voting' }) });
    socket.deliver('session:status-changed', {
      roomId: '99999999-9999-4999-8999-999999999999',
      session: session(1, { status: 'results' }),
    });
    expect(listed<Session>(client, queryKeys.sessions(ROOM_ID))?.[0]?.status).toBe('voting');
  });

  it('says reconnecting when the socket drops, and is live again after rejoining, refetching once', () => {
    live.acquire(ROOM_ID, client);
    socket.open();
    socket.joins()[0]?.answer(joined(ROOM_ID));
    // As if the screen had refetched after joining.
    client.setQueryData(queryKeys.sessions(ROOM_ID), pages([session(1)]));
    vi.advanceTimersByTime(10);

    socket.drop();
    expect(status).toBe('reconnecting');
    // Events of a room no longer joined are not applied (a stale socket cannot mislead).
    socket.deliver('session:status-changed', { roomId: ROOM_ID, session: session(1, { status: 'results' }) });
    expect(listed<Session>(client, queryKeys.sessions(ROOM_ID))?.[0]?.status).toBe('submissions');

    socket.open();
    expect(status).toBe('reconnecting');
    expect(socket.joins()).toHaveLength(2);
    expect(client.getQueryState(queryKeys.sessions(ROOM_ID))?.isInvalidated).toBe(false);
    socket.joins()[1]?.answer(joined(ROOM_ID));
    expect(status).toBe('live');
    expect(client.getQueryState(queryKeys.sessions(ROOM_ID))?.isInvalidated).toBe(true);
  });

  it('on live:resync, stays live and reads the room again under its current tag', () => {
    live.acquire(ROOM_ID, client);
    socket.open();
    socket.joins()[0]?.answer(joined(ROOM_ID));
    client.setQueryData(queryKeys.sessions(ROOM_ID), pages([session(1)]));
    vi.advanceTimersByTime(10);
    expect(client.getQueryState(queryKeys.sessions(ROOM_ID))?.isInvalidated).toBe(false);

    socket.fire('live:resync');
    expect(status).toBe('live');
    expect(socket.joins()).toHaveLength(2);
    socket.joins()[1]?.answer(joined(ROOM_ID));
    expect(status).toBe('live');
    expect(client.getQueryState(queryKeys.sessions(ROOM_ID))?.isInvalidated).toBe(true);
  });

  it('ignores the answer to a join sent on a connection that has since dropped', () => {
    live.acquire(ROOM_ID, client);
    socket.open();
    const first = socket.joins()[0];
    socket.drop();
    socket.open();
    first?.answer(joined(ROOM_ID));
    expect(status).toBe('reconnecting');
    socket.joins()[1]?.answer(joined(ROOM_ID));
    expect(status).toBe('live');
  });

  it('says reconnecting when the socket cannot connect at all', () => {
    live.acquire(ROOM_ID, client);
    socket.refuse();
    expect(status).toBe('reconnecting');
  });

  it('asks again when a join goes unanswered', () => {
    live.acquire(ROOM_ID, client);
    socket.open();
    socket.joins()[0]?.timeOut();
    expect(socket.joins()).toHaveLength(2);
    socket.joins()[1]?.answer(joined(ROOM_ID));
    expect(status).toBe('live');
  });

  it('is idle (and polls) when the server refuses the room', () => {
    live.acquire(ROOM_ID, client);
    socket.open();
    socket.joins()[0]?.answer({ ok: false, error: { message: 'Room not found' } });
    expect(status).toBe('idle');
  });

  it('is idle once the room is deleted', () => {
    live.acquire(ROOM_ID, client);
    socket.open();
    socket.joins()[0]?.answer(joined(ROOM_ID));
    socket.deliver('room:deleted', { roomId: ROOM_ID });
    expect(status).toBe('idle');
  });

  it('is idle once the room is deleted, when the deletion comes inside a batch', () => {
    live.acquire(ROOM_ID, client);
    socket.open();
    socket.joins()[0]?.answer(joined(ROOM_ID));
    socket.deliver('room:batch', { roomId: ROOM_ID, events: [{ name: 'room:deleted', payload: { roomId: ROOM_ID } }] });
    expect(status).toBe('idle');
  });

  it('leaves the room a moment after its last screen goes, unless a screen of it comes back', () => {
    const release = live.acquire(ROOM_ID, client);
    socket.open();
    socket.joins()[0]?.answer(joined(ROOM_ID));

    release();
    expect(status).toBe('idle');
    // room → vote screen of the same room: no leave, no second join, live at once.
    const releaseAgain = live.acquire(ROOM_ID, client);
    expect(status).toBe('live');
    vi.advanceTimersByTime(5000);
    expect(socket.sent.map((s) => s.name)).toEqual(['room:join']);

    releaseAgain();
    releaseAgain();
    vi.advanceTimersByTime(1000);
    expect(socket.sent.map((s) => s.name)).toEqual(['room:join', 'room:leave']);
    expect(status).toBe('idle');
  });

  it('reconnects by hand when the server refused the socket (socket.io gives up by itself)', () => {
    const connect = vi.spyOn(socket, 'connect');
    live.acquire(ROOM_ID, client)();
    socket.active = false;
    live.acquire(ROOM_ID, client);
    expect(connect).toHaveBeenCalledTimes(1);
  });
});
