// Who was recently confirmed a member of which room, so a 304 for a polled page needs no
// database query. Events clear it (members changed, member removed, room deleted, in every
// process); the time limit bounds the damage of a lost clear message.
const TRUST_MS = 60_000;

type Entry = { until: number /** known when read from the database; undefined otherwise */; admin?: boolean };

export class MemberCache {
  readonly #rooms = new Map<string, Map<string, Entry>>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** `admin` when the role was read with the membership; left out, a role known before stays. */
  remember(roomId: string, userId: string, admin?: boolean): void {
    let users = this.#rooms.get(roomId);
    if (!users) {
      users = new Map();
      this.#rooms.set(roomId, users);
    }
    const known = admin ?? users.get(userId)?.admin;
    users.set(
      userId,
      known === undefined ? { until: this.#now() + TRUST_MS } : { until: this.#now() + TRUST_MS, admin: known },
    );
  }

  isMember(roomId: string, userId: string): boolean {
    return this.#entry(roomId, userId) !== undefined;
  }

  /** 'admin' or 'member' while trusted and known; undefined when not known. */
  role(roomId: string, userId: string): 'admin' | 'member' | undefined {
    const admin = this.#entry(roomId, userId)?.admin;
    return admin === undefined ? undefined : admin ? 'admin' : 'member';
  }

  #entry(roomId: string, userId: string): Entry | undefined {
    const entry = this.#rooms.get(roomId)?.get(userId);
    return entry !== undefined && entry.until > this.#now() ? entry : undefined;
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
      for (const [userId, { until }] of users) if (until <= now) users.delete(userId);
      if (users.size === 0) this.#rooms.delete(roomId);
    }
  }
}
