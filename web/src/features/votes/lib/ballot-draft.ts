import { type DraftSlot, restoreBadges, restorePoints, restoreRanking } from '../../../lib/drafts.ts';
import type { PointsBallot } from './ballot.ts';
import { restoreComments } from './comments.ts';

/** Whose ballot for which session; `userId` names the draft (nothing typed is lost). */
export type BallotTarget = { sessionId: string; roomId: string; userId?: string | undefined };

export function ballotSlot({ userId, sessionId }: BallotTarget): DraftSlot | undefined {
  return userId ? { userId, sessionId, kind: 'ballot' } : undefined;
}

// A draft per mode, as stored. Restoring keeps only what still fits (submissions withdrawn,
// a cap that changed) and treats an empty draft as none, so "restored" is said only when true.

// `comments`: the comment typed on each video; `downvoteComment`: the downvote's own.
export type PointsDraft = {
  points: PointsBallot;
  downvote?: string | null;
  comments?: Record<string, string>;
  downvoteComment?: string;
};
export type RankingDraft = { ranking: string[]; comments?: Record<string, string> };
export type BadgesDraft = { badges: Record<string, readonly string[]>; comments?: Record<string, string> };

const hasText = (comments: Record<string, string>) => Object.values(comments).some((c) => c.trim() !== '');

const field = (saved: unknown, name: string): unknown =>
  typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>)[name] : undefined;

export function restorePointsDraft(saved: unknown, available: readonly string[], cap: number): PointsDraft | undefined {
  const points = restorePoints(field(saved, 'points'), available, cap);
  const dv = field(saved, 'downvote');
  const downvote = typeof dv === 'string' && available.includes(dv) ? dv : null;
  const comments = restoreComments(field(saved, 'comments'), available);
  const dc = field(saved, 'downvoteComment');
  const downvoteComment = typeof dc === 'string' ? dc : '';
  return Object.keys(points).length > 0 || downvote || hasText(comments) || downvoteComment.trim()
    ? { points, downvote, comments, downvoteComment }
    : undefined;
}

export function restoreRankingDraft(saved: unknown, available: readonly string[], capacity: number) {
  const ranking = restoreRanking(field(saved, 'ranking'), available, capacity);
  const comments = restoreComments(field(saved, 'comments'), available);
  return ranking.length > 0 || hasText(comments) ? { ranking, comments } : undefined;
}

// Badge names are checked by shape here (the list arrives later, from the badge config); the
// screen only offers known ones and the server refuses any other.
const BADGE_NAME = /^[a-z_]{1,40}$/;

export function restoreBadgesDraft(saved: unknown, available: readonly string[]) {
  const restored = restoreBadges(field(saved, 'badges'), available, (b) => BADGE_NAME.test(b));
  const comments = restoreComments(field(saved, 'comments'), available);
  return Object.keys(restored).length > 0 || hasText(comments) ? { badges: restored, comments } : undefined;
}
