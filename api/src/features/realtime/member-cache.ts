// Who was recently confirmed a member of which room, so a 304 for a polled page needs no
// database query. Events clear it (members changed, member removed, room deleted, in every
// process); the time limit bounds the damage of a lost clear message.
const TRUST_MS = 60_000;

export class MemberCache {
  readonly #rooms = new Map<string, Map<string, number>>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  remember(roomId: string, userId: string): void {
    let users = this.#rooms.get(roomId);
    if (!users) {
      users = new Map();
      this.#rooms.set(roomId, users);
    }
    users.set(userId, this.#now() + TRUST_MS);
  }

  isMember(roomId: string, userId: string): boolean {
    const until = this.#rooms.get(roomId)?.get(userId);
    return until !== undefined && until > this.#now();
  }

  forgetRoom(roomId: string): void {
    this.#rooms.delete(roomId);
  }

  forget(roomId: string, userId: string): void {
    this.#rooms.get(roomId)?.delete(userId);
  }

  /** Drops expired entries; run now and then so rooms nobody polls do not stay in memory. */
  sweep(): void {
    const now = this.#now();
    for (const [roomId, users] of this.#rooms) {
      for (const [userId, until] of users) if (until <= now) users.delete(userId);
      if (users.size === 0) this.#rooms.delete(roomId);
    }
  }
}
