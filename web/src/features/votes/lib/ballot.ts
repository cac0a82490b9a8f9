import type { VoteRecord } from '@clipclub/protocol/http/votes';

// The vote screen's rules as plain functions (docs/rules.md §5), so they can be
// tested without rendering anything.

export type PointsBallot = Readonly<Record<string, number>>;

export function totalPoints(ballot: PointsBallot): number {
  return Object.values(ballot).reduce((sum, p) => sum + p, 0);
}

/**
 * The choices one card offers: 0..`max` points, each disabled when it would take more than
 * what is left (a card may always keep or lower what it already has).
 */
export function pointChoices(ballot: PointsBallot, submissionId: string, allocation: number, max: number) {
  return choicesUpTo(max, mostPoints(ballot[submissionId] ?? 0, allocation - totalPoints(ballot), max));
}

/** The most points a card can take now: what it has plus what is left, up to the cap. */
export function mostPoints(own: number, left: number, cap: number): number {
  return Math.min(cap, own + left);
}

/** 0..`cap` points, those over `most` disabled (pointChoices, from a card's mostPoints). */
export function choicesUpTo(cap: number, most: number) {
  return Array.from({ length: cap + 1 }, (_, value) => ({ value, disabled: value > most }));
}

/**
 * The points ballot's button: it says what is missing ('Give 2 More Points') and stays disabled
 * until the total is exactly the allocation, as the ranked ballot's 'Rank 1 More' does.
 */
export function pointsButton(total: number, allocation: number, ready: string): { label: string; disabled: boolean } {
  const left = allocation - total;
  if (left > 0) return { label: `Give ${left} More ${left === 1 ? 'Point' : 'Points'}`, disabled: true };
  return { label: ready, disabled: left !== 0 };
}

/** Sets a card's points; 0 removes the entry (grudge: "zero clears the entry"). */
export function setPoints(ballot: PointsBallot, submissionId: string, points: number): PointsBallot {
  const { [submissionId]: _old, ...rest } = ballot;
  return points > 0 ? { ...rest, [submissionId]: points } : rest;
}

/** Points lines of an earlier ballot, for pre-filling (grudge re-votes). */
export function pointsFromVotes(votes: readonly VoteRecord[]): PointsBallot {
  const ballot: Record<string, number> = {};
  for (const v of votes)
    if (v.voteType === 'points' && v.pointsAllocated > 0) ballot[v.submissionId] = v.pointsAllocated;
  return ballot;
}

export function downvoteFromVotes(votes: readonly VoteRecord[]): string | null {
  return votes.find((v) => v.isDownvote === 1)?.submissionId ?? null;
}

/** The submission ids of an earlier ranking, rank 1 first (ranked re-votes). */
export function rankingFromVotes(votes: readonly VoteRecord[], available: readonly string[]): string[] {
  return votes
    .filter((v) => v.voteType === 'rank' && v.rankPosition !== null && available.includes(v.submissionId))
    .sort((a, b) => (a.rankPosition ?? 0) - (b.rankPosition ?? 0))
    .map((v) => v.submissionId);
}

export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * Puts `id` into the ranking at `index`. When the ranking is already full the last entry makes
 * room and goes back to the unranked list, so a drop onto a full ranking still does something.
 */
export function insertIntoRanking(ranking: readonly string[], id: string, index: number, capacity: number): string[] {
  const without = ranking.filter((r) => r !== id);
  without.splice(Math.max(0, Math.min(index, without.length)), 0, id);
  return without.slice(0, capacity);
}

export type DropLocation = { droppableId: string; index: number };
export const RANKING_LIST = 'ranking';
export const UNRANKED_LIST = 'unranked';

/** The ranking after a drag ends (@hello-pangea/dnd's source and destination). */
export function rankingAfterDrop(
  ranking: readonly string[],
  draggableId: string,
  source: DropLocation,
  destination: DropLocation | null,
  capacity: number,
): string[] {
  if (!destination) return [...ranking];
  const fromRanking = source.droppableId === RANKING_LIST;
  const toRanking = destination.droppableId === RANKING_LIST;
  if (fromRanking && toRanking) return moveInList(ranking, source.index, destination.index);
  if (toRanking) return insertIntoRanking(ranking, draggableId, destination.index, capacity);
  if (fromRanking) return ranking.filter((r) => r !== draggableId);
  return [...ranking]; // the unranked list keeps submission order
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Voting ends in N days', 'Voting ending soon' under 24 hours, nothing without a deadline. */
export function votingDeadlineText(deadline: string | null, now: Date = new Date()): string | null {
  if (!deadline) return null;
  const left = new Date(deadline).getTime() - now.getTime();
  if (Number.isNaN(left)) return null;
  if (left < DAY_MS) return 'Voting ending soon';
  const days = Math.floor(left / DAY_MS);
  return `Voting ends in ${days} ${days === 1 ? 'day' : 'days'}`;
}
