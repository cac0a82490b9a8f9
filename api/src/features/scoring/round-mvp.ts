import { createHash } from 'node:crypto';
import type { RoundMvp } from './types.ts';

/** A number in [0, 1) that depends only on the seed: the first 32 bits of its SHA-256. */
export function seededFraction(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * Draws the Round MVP among the given submitters (the caller passes those who received at least
 * one badge), seeded by the session id so every view of the results shows the same winner.
 * Candidates are put in userId order first, so the draw depends only on who they are, not on the
 * order a query returned them in.
 */
export function pickRoundMvp(sessionId: string, candidates: readonly RoundMvp[]): RoundMvp | null {
  const unique = [...new Map(candidates.map((c) => [c.userId, c])).values()];
  unique.sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  if (unique.length === 0) return null;
  const winner = unique[Math.floor(seededFraction(sessionId) * unique.length)]!;
  return { userId: winner.userId, userName: winner.userName };
}
