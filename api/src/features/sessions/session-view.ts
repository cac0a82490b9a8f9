import type { Participant, Session } from '@clipclub/protocol';
import { playlistUrl } from '@clipclub/protocol/youtube';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { userName } from '../../db/users.ts';
import { displayOrder } from './display-order.ts';
import * as q from './queries.ts';

/**
 * Session JSON as every member sees it, and so the live events carry it; an admin reading it
 * also sees the themes the room's theme visibility hides from the others (docs/rules.md §12). Participants carry names only, never what they submitted or voted.
 * Pure: the row carries what the view needs (queries.ts viewColumns), read in the same statement.
 */
export function toSessionView(row: q.SessionViewRow, reader: 'admin' | 'member' = 'member'): Session {
  const submitterList = participants(row.submitters);
  const voterList = participants(row.voters);
  const revealed = row.status === 'voting' || row.status === 'results';
  const hidden = reader === 'member' && row.hidden_for_members;
  return {
    id: row.id,
    roomId: row.room_id,
    sessionNumber: row.session_number,
    theme: hidden ? null : row.theme,
    description: hidden ? null : row.description,
    hidden,
    seasonId: row.season_id,
    round: row.round,
    suggestedBy: row.suggester ? { userId: row.suggester.user_id, userName: userName(row.suggester) } : null,
    status: row.status,
    submissionsDeadline: iso(row.submissions_deadline),
    votingDeadline: iso(row.voting_deadline),
    playlistId: row.playlist_id,
    playlistUrl:
      revealed && row.submitters.length > 0 ? sessionPlaylistUrl(row.id, row.playlist_id, row.submitters) : null,
    // Results keep the count from the moment they were reached, the figure the stats use.
    memberCount: row.members_at_results ?? row.member_count ?? 0,
    submittedCount: submitterList.length,
    votedCount: voterList.length,
    submitters: submitterList,
    voters: voterList,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The views of sessions by id, in session order; one statement. */
export async function sessionViewsById(
  db: Kysely<DB>,
  ids: readonly string[],
  reader: 'admin' | 'member' = 'member',
): Promise<Session[]> {
  return (await q.listSessionViewsById(db, ids)).map((row) => toSessionView(row, reader));
}

export async function sessionViewById(
  db: Kysely<DB>,
  id: string,
  reader: 'admin' | 'member' = 'member',
): Promise<Session | undefined> {
  const [view] = await sessionViewsById(db, [id], reader);
  return view;
}

// The generated playlist follows the display order, never submission order.
function sessionPlaylistUrl(
  sessionId: string,
  playlistId: string | null,
  submissions: readonly { submission_id: string; video_id: string }[],
): string {
  if (playlistId) return `https://www.youtube.com/playlist?list=${encodeURIComponent(playlistId)}`;
  const ordered = displayOrder(
    sessionId,
    submissions.map((s) => ({ id: s.submission_id, videoId: s.video_id })),
  );
  return playlistUrl(ordered.map((s) => s.videoId));
}

/**
 * Sorted by name, not by time: the playlist and the anonymous voting list follow submission
 * order, so a list of submitters in that order would tell who sent which video.
 */
export function participants(rows: readonly q.ParticipantRow[]): Participant[] {
  return rows
    .map((r) => ({
      userId: r.user_id,
      userName: userName(r),
      userImage: r.profile_image_url,
    }))
    .sort((a, b) => a.userName.localeCompare(b.userName) || a.userId.localeCompare(b.userId));
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
