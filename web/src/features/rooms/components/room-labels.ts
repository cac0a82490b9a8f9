import type { RoomType, VotingMode } from '@clipclub/protocol/http/common';

export const VOTING_MODE_LABELS: Record<VotingMode, string> = {
  classic: 'Classic',
  ranked_choice: 'Ranked Choice',
  grudge_match: 'Grudge Match',
  appreciation_station: 'Appreciation Station',
};

// docs/rules.md §5 descriptions of the modes.
export const VOTING_MODE_DESCRIPTIONS: Record<VotingMode, string> = {
  classic: 'Everyone distributes 10 points among their favourites.',
  ranked_choice: 'Rank the top half of the submissions; rank 1 earns the most points.',
  grudge_match: '10 points to hand out, plus an optional 3-point downvote paid for with tokens.',
  appreciation_station: 'No scores: hand out unlimited badges to the videos you loved.',
};

export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  automatic: 'Automatic (weekly schedule)',
  manual: 'Manual (admins advance)',
};

export const ROOM_TYPE_DESCRIPTIONS: Record<RoomType, string> = {
  automatic: 'Submissions close Thursdays and voting closes Tuesdays, at 6pm Pacific Time.',
  manual: 'An admin opens voting and results when the group is ready.',
};

/** The first Thursday on or after `from`, as a local YYYY-MM-DD date (the start date's default). */
export function nextThursday(from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  d.setDate(d.getDate() + ((4 - d.getDay() + 7) % 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
