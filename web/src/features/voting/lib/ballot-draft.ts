import { type DraftSlot, restoreBadges, restorePoints, restoreRanking } from '../../../lib/drafts.ts';
import type { PointsBallot } from './ballot.ts';

/** Whose ballot for which session; `userId` names the draft (issue 10: nothing typed is lost). */
export type BallotTarget = { sessionId: string; roomId: string; userId?: string | undefined };

export function ballotSlot({ userId, sessionId }: BallotTarget): DraftSlot | undefined {
  return userId ? { userId, sessionId, kind: 'ballot' } : undefined;
}

// A draft per mode, as stored. Restoring keeps only what still fits (submissions withdrawn,
// a cap that changed) and treats an empty draft as none, so "restored" is said only when true.

export type PointsDraft = { points: PointsBallot; downvote?: string | null };
export type RankingDraft = { ranking: string[] };
export type BadgesDraft = { badges: Record<string, readonly string[]> };

const field = (saved: unknown, name: string): unknown =>
  typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>)[name] : undefined;

export function restorePointsDraft(saved: unknown, available: readonly string[], cap: number): PointsDraft | undefined {
  const points = restorePoints(field(saved, 'points'), available, cap);
  const dv = field(saved, 'downvote');
  const downvote = typeof dv === 'string' && available.includes(dv) ? dv : null;
  return Object.keys(points).length > 0 || downvote ? { points, downvote } : undefined;
}

export function restoreRankingDraft(saved: unknown, available: readonly string[], capacity: number) {
  const ranking = restoreRanking(field(saved, 'ranking'), available, capacity);
  return ranking.length > 0 ? { ranking } : undefined;
}

// Badge names are checked by shape here (the list arrives later, from the badge config); the
// screen only offers known ones and the server refuses any other.
const BADGE_NAME = /^[a-z_]{1,40}$/;

export function restoreBadgesDraft(saved: unknown, available: readonly string[]) {
  const restored = restoreBadges(field(saved, 'badges'), available, (b) => BADGE_NAME.test(b));
  return Object.keys(restored).length > 0 ? { badges: restored } : undefined;
}
