import { type ActivePhase, displayName, type RoomState } from '@clipclub/protocol';
import type { RoomStateRow } from './queries.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * A room's state for one member (pure). Counts are numbers of people, never who chose what.
 * The nudge shows only while it still applies: in the phase it was sent for, to a member who
 * has not yet done what it asked.
 */
export function toRoomState(row: RoomStateRow): RoomState {
  if (!row.session_id || row.status === null || row.session_number === null || row.theme === null) {
    return { roomId: row.room_id, session: null };
  }
  const members = row.member_count ?? 0;
  const submitted = Boolean(row.submitted);
  const voted = Boolean(row.voted);
  const inSubmissions = row.status === 'submissions';
  const inVoting = row.status === 'voting';
  const missingCount = inSubmissions
    ? Math.max(0, members - (row.submitted_count ?? 0))
    : inVoting
      ? Math.max(0, members - (row.voted_count ?? 0))
      : 0;
  const stillMissing = (inSubmissions && !submitted) || (inVoting && !voted);
  const nudge =
    row.nudged_at && stillMissing && (inSubmissions || inVoting)
      ? {
          phase: row.status as ActivePhase,
          byName: displayName({
            displayName: row.nudger_display_name ?? null,
            firstName: row.nudger_first_name ?? null,
            lastName: row.nudger_last_name ?? null,
            email: row.nudger_email ?? null,
          }),
          at: new Date(row.nudged_at).toISOString(),
        }
      : null;
  return {
    roomId: row.room_id,
    session: {
      id: row.session_id,
      sessionNumber: row.session_number,
      theme: row.theme,
      status: row.status,
      votingMode: row.voting_mode ?? row.room_voting_mode,
      submissionsDeadline: iso(row.submissions_deadline),
      votingDeadline: iso(row.voting_deadline),
      submitted,
      voted,
      missingCount,
      nudge,
    },
  };
}
