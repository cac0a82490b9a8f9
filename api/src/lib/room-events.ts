import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { RoomEvent, ServerEventName, ServerEventPayload } from '@clipclub/protocol';

type Listener = {
  /** What one change did to a room, in the order it was published (one event or several). */
  roomEvents: (roomId: string, events: readonly RoomEvent[]) => void;
  userSignedOut: (userId: string) => void;
  userChanged: (userId: string) => void;
  memberRemoved: (roomId: string, userId: string) => void;
};

// The one place services announce what changed, always after their transaction committed.
// The realtime feature listens and fans events out to sockets (and other processes).
export class RoomEvents {
  readonly #bus = new EventEmitter();
  // The rooms' events of the change in progress (together()), gathered to go out as one.
  readonly #gathering = new AsyncLocalStorage<Map<string, RoomEvent[]>>();

  constructor() {
    this.#bus.setMaxListeners(0);
  }

  publish<E extends ServerEventName>(roomId: string, name: E, payload: ServerEventPayload<E>): void {
    const event = { name, payload } as RoomEvent;
    const gathering = this.#gathering.getStore();
    if (!gathering) {
      this.#bus.emit('roomEvents', roomId, [event]);
      return;
    }
    const list = gathering.get(roomId);
    if (list) list.push(event);
    else gathering.set(roomId, [event]);
  }

  /**
   * Everything published while `work` runs (across its awaits) is one change: each room's
   * events go out together when it ends, so every socket gets one message, not one per event.
   * Nested calls belong to the outermost. What was published goes out even if `work` fails
   * afterwards: it was published after a commit.
   */
  async together<T>(work: () => Promise<T>): Promise<T> {
    if (this.#gathering.getStore()) return work();
    const gathering = new Map<string, RoomEvent[]>();
    try {
      return await this.#gathering.run(gathering, work);
    } finally {
      for (const [roomId, events] of gathering) this.#bus.emit('roomEvents', roomId, events);
    }
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
