import type { RoomType, VotingMode } from '@clipclub/protocol/http/common';
import type { Weekday } from '@clipclub/protocol/http/room-settings';
import type { Room } from '@clipclub/protocol/http/rooms';

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

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * The room's rules in one line for its header: points and cap where the mode hands out
 * points, starting tokens in grudge match, and the schedule of an automatic room. Empty when
 * nothing applies (a manual ranked-choice or appreciation room).
 */
export function roomRulesText(room: Pick<Room, 'type' | 'votingMode' | 'settings'>): string {
  const s = room.settings;
  const parts: string[] = [];
  if (room.votingMode === 'classic' || room.votingMode === 'grudge_match') {
    // A ballot's own cap rises where giving every other video the cap would spend every point
    // (docs/rules.md §5: 9 with two to score, at the defaults), which takes points ≥ 2 × cap;
    // the ballot states its exact cap.
    const rises = s.pointsPerBallot >= 2 * s.perVideoCap ? ' (more when there are only a few videos)' : '';
    parts.push(`${s.pointsPerBallot} points per ballot, at most ${s.perVideoCap} on one video${rises}`);
  }
  if (room.votingMode === 'grudge_match') {
    parts.push(`${s.downvoteTokens} downvote ${s.downvoteTokens === 1 ? 'token' : 'tokens'} to start`);
  }
  if (room.type === 'automatic') {
    const day = (d: Weekday) => `${WEEKDAY_LABELS[d]}s`;
    parts.push(
      `Submissions close ${day(s.submissionDay)} ${s.submissionTime}, voting ${day(s.votingDay)} ${s.votingTime} (${s.timeZone})`,
    );
  }
  return parts.join(' · ');
}
