import { HttpError } from '../../lib/errors.ts';

// Reactions are a tap, so a burst is fine, a flood is not: a few per window per user and party.
// Kept in this process's memory: behind several processes each allows its own share, which only
// loosens a limit that protects screens from clutter, not the database.
export const REACTIONS_PER_WINDOW = 5;
export const REACTION_WINDOW_MS = 10_000;

export class ReactionLimiter {
  readonly #recent = new Map<string, number[]>();

  /** The watch-party chat is limited the same way, with its own words. */
  constructor(readonly message = 'Too many reactions, please wait a moment') {}

  /** Throws 429 when this user already reacted REACTIONS_PER_WINDOW times in the window. */
  take(userId: string, sessionId: string, nowMs: number): void {
    const key = `${sessionId}:${userId}`;
    const recent = (this.#recent.get(key) ?? []).filter((t) => nowMs - t < REACTION_WINDOW_MS);
    if (recent.length >= REACTIONS_PER_WINDOW) {
      throw new HttpError(429, this.message, 'rate_limited');
    }
    recent.push(nowMs);
    this.#recent.set(key, recent);
    if (this.#recent.size > 10_000) this.#sweep(nowMs);
  }

  #sweep(nowMs: number) {
    for (const [key, times] of this.#recent) {
      if (times.every((t) => nowMs - t >= REACTION_WINDOW_MS)) this.#recent.delete(key);
    }
  }
}
