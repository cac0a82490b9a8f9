import type { QueryClient } from '@tanstack/react-query';
import type { LiveSocket } from '../../../lib/socket.ts';
import type { ConnectionStatus } from '../../../stores/connection-store.ts';
import { applyLiveEvent, resyncRoom } from './apply-event.ts';
import { liveEventsOf } from './live-events.ts';

// A join the server has not answered in this long is sent again.
const JOIN_TIMEOUT_MS = 5000;
// Leaving is put off this long, so moving between screens of the same room (room → vote →
// room) keeps the subscription instead of leaving and joining again.
const LEAVE_DELAY_MS = 1000;

type RoomEntry = {
  /** Mounted screens showing this room; 0 while a leave is pending. */
  screens: number;
  client: QueryClient;
  joined: boolean;
  joining: boolean;
  /** The server would not let this socket join (not a member, or the room is gone). */
  refused: boolean;
  leaveTimer?: ReturnType<typeof setTimeout>;
};

/**
 * The socket's room subscriptions and the connection status screens poll by. 'live' needs the
 * socket connected AND every room on screen joined (acknowledged); after every join the room's
 * cached data is refetched once, so nothing missed while away stays on screen.
 */
export class LiveRooms {
  readonly #connect: () => LiveSocket;
  readonly #setStatus: (status: ConnectionStatus) => void;
  readonly #rooms = new Map<string, RoomEntry>();
  #socket: LiveSocket | null = null;
  /** The socket dropped or could not connect, and no room has been live since. */
  #failed = false;
  /** Bumped at each connection so answers to joins sent on an earlier one are ignored. */
  #generation = 0;

  constructor(connect: () => LiveSocket, setStatus: (status: ConnectionStatus) => void) {
    this.#connect = connect;
    this.#setStatus = setStatus;
  }

  /** A screen shows `roomId`; call the returned function when it stops. */
  acquire(roomId: string, client: QueryClient): () => void {
    let entry = this.#rooms.get(roomId);
    if (!entry) {
      entry = { screens: 0, client, joined: false, joining: false, refused: false };
      this.#rooms.set(roomId, entry);
    }
    entry.screens += 1;
    entry.client = client;
    clearTimeout(entry.leaveTimer);

    const socket = this.#ensureSocket();
    // Refused by the server's sign-in check (or sent away), socket.io does not retry by itself.
    if (!socket.connected && !socket.active) socket.connect();
    if (socket.connected && !entry.joined && !entry.joining) this.#join(roomId, entry);
    this.#updateStatus();

    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#release(roomId);
    };
  }

  #release(roomId: string): void {
    const entry = this.#rooms.get(roomId);
    if (!entry) return;
    entry.screens -= 1;
    if (entry.screens === 0) {
      entry.leaveTimer = setTimeout(() => {
        if (entry.screens > 0 || this.#rooms.get(roomId) !== entry) return;
        this.#rooms.delete(roomId);
        if (entry.joined && this.#socket?.connected) this.#socket.emit('room:leave', { roomId }, () => {});
      }, LEAVE_DELAY_MS);
    }
    this.#updateStatus();
  }

  #ensureSocket(): LiveSocket {
    if (this.#socket) return this.#socket;
    const socket = this.#connect();
    this.#socket = socket;

    socket.on('connect', () => {
      this.#generation += 1;
      for (const [roomId, entry] of this.#rooms) {
        entry.joined = false;
        entry.joining = false;
        if (entry.screens > 0) this.#join(roomId, entry);
        else {
          // A pending leave needs no message: the new connection is in no room yet.
          clearTimeout(entry.leaveTimer);
          this.#rooms.delete(roomId);
        }
      }
      this.#updateStatus();
    });
    // The server lost events on their way between processes (its Redis came back): every room on
    // screen asks for its current tag again and rereads what was read under an older one. The
    // room stays joined and live meanwhile; only the data is read again.
    socket.on('live:resync', () => {
      for (const [roomId, entry] of this.#rooms) if (entry.joined) this.#resync(roomId, entry);
    });
    socket.on('disconnect', () => this.#lost());
    socket.on('connect_error', () => this.#lost());
    socket.onAny((name: string, payload: unknown) => {
      const roomId = (payload as { roomId?: unknown } | null)?.roomId;
      const entry = typeof roomId === 'string' ? this.#rooms.get(roomId) : undefined;
      if (!entry?.joined) return;
      applyLiveEvent(entry.client, name, payload);
      // The server has taken every socket out of a deleted room.
      if (liveEventsOf(name, payload).some((e) => e.name === 'room:deleted')) {
        entry.joined = false;
        entry.refused = true;
        this.#updateStatus();
      }
    });
    return socket;
  }

  #lost(): void {
    this.#failed = true;
    for (const entry of this.#rooms.values()) {
      entry.joined = false;
      entry.joining = false;
    }
    this.#updateStatus();
  }

  #join(roomId: string, entry: RoomEntry): void {
    const socket = this.#socket;
    if (!socket) return;
    const generation = this.#generation;
    entry.joining = true;
    socket.timeout(JOIN_TIMEOUT_MS).emit('room:join', { roomId }, (error, answer) => {
      if (generation !== this.#generation || this.#rooms.get(roomId) !== entry) return;
      entry.joining = false;
      if (error) {
        if (socket.connected && entry.screens > 0) this.#join(roomId, entry);
        return;
      }
      if (answer.ok) {
        entry.joined = true;
        entry.refused = false;
        resyncRoom(entry.client, roomId, Date.now(), answer.data.tag);
      } else {
        entry.refused = true;
      }
      this.#updateStatus();
    });
  }

  #resync(roomId: string, entry: RoomEntry): void {
    const socket = this.#socket;
    if (!socket) return;
    const generation = this.#generation;
    const askedAt = Date.now();
    socket.timeout(JOIN_TIMEOUT_MS).emit('room:join', { roomId }, (error, answer) => {
      if (generation !== this.#generation || this.#rooms.get(roomId) !== entry || !entry.joined) return;
      // No answer: read everything of the room again rather than trust a tag it did not get.
      resyncRoom(entry.client, roomId, askedAt, !error && answer.ok ? answer.data.tag : null);
    });
  }

  #updateStatus(): void {
    const onScreen = [...this.#rooms.values()].filter((e) => e.screens > 0 && !e.refused);
    let status: ConnectionStatus;
    if (onScreen.length === 0) status = 'idle';
    else if (this.#socket?.connected && onScreen.every((e) => e.joined)) status = 'live';
    else status = this.#failed ? 'reconnecting' : 'connecting';
    if (status === 'live') this.#failed = false;
    this.#setStatus(status);
  }
}
