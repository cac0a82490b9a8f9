import { EventEmitter } from 'node:events';
import type { ServerEventName, ServerEventPayload } from '@clipclub/protocol';

type Listener = {
  roomEvent: (roomId: string, name: ServerEventName, payload: unknown) => void;
  userSignedOut: (userId: string) => void;
  userChanged: (userId: string) => void;
  memberRemoved: (roomId: string, userId: string) => void;
};

// The one place services announce what changed, always after their transaction committed.
// The realtime feature listens and fans events out to sockets (and other processes).
export class RoomEvents {
  readonly #bus = new EventEmitter();

  constructor() {
    this.#bus.setMaxListeners(0);
  }

  publish<E extends ServerEventName>(roomId: string, name: E, payload: ServerEventPayload<E>): void {
    this.#bus.emit('roomEvent', roomId, name, payload);
  }

  userSignedOut(userId: string): void {
    this.#bus.emit('userSignedOut', userId);
  }

  /** The user's own fields changed (profile): signed-in copies of them are dropped everywhere. */
  userChanged(userId: string): void {
    this.#bus.emit('userChanged', userId);
  }

  memberRemoved(roomId: string, userId: string): void {
    this.#bus.emit('memberRemoved', roomId, userId);
  }

  on<K extends keyof Listener>(kind: K, listener: Listener[K]): () => void {
    this.#bus.on(kind, listener);
    return () => this.#bus.off(kind, listener);
  }
}
