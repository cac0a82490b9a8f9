import { displayName, type Participant, type Session } from '@clipclub/protocol';
import { playlistUrl } from '@clipclub/protocol/youtube';
import type { Kysely } from 'kysely';
import type { DB, SessionRow } from '../../db/schema.ts';
import * as q from './queries.ts';

/**
 * Session JSON as every member sees it (nothing in it depends on the viewer, so one view also
 * serves the live events). Participants carry names only, never what they submitted or voted.
 */
export async function sessionViews(db: Kysely<DB>, rows: readonly SessionRow[]): Promise<Session[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const roomIds = [...new Set(rows.map((r) => r.room_id))];
  const [memberCounts, submitters, voters] = await Promise.all([
    q.countMembersByRoom(db, roomIds),
    q.listSubmitters(db, ids),
    q.listVoters(db, ids),
  ]);
  const membersByRoom = new Map(memberCounts.map((m) => [m.room_id, m.n]));
  return rows.map((row) => {
    const own = submitters.filter((s) => s.session_id === row.id);
    const submitterList = participants(own);
    const voterList = participants(voters.filter((v) => v.session_id === row.id));
    const revealed = row.status === 'voting' || row.status === 'results';
    return {
      id: row.id,
      roomId: row.room_id,
      sessionNumber: row.session_number,
      theme: row.theme,
      description: row.description,
      status: row.status,
      submissionsDeadline: iso(row.submissions_deadline),
      votingDeadline: iso(row.voting_deadline),
      playlistId: row.playlist_id,
      playlistUrl: revealed && own.length > 0 ? sessionPlaylistUrl(row.playlist_id, own) : null,
      // Results keep the count from the moment they were reached, the figure the stats use.
      memberCount: row.members_at_results ?? membersByRoom.get(row.room_id) ?? 0,
      submittedCount: submitterList.length,
      votedCount: voterList.length,
      submitters: submitterList,
      voters: voterList,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}

export async function sessionView(db: Kysely<DB>, row: SessionRow): Promise<Session> {
  const [view] = await sessionViews(db, [row]);
  return view!;
}

function sessionPlaylistUrl(playlistId: string | null, submissions: readonly { video_id: string }[]): string {
  if (playlistId) return `https://www.youtube.com/playlist?list=${encodeURIComponent(playlistId)}`;
  return playlistUrl(submissions.map((s) => s.video_id));
}

/**
 * Sorted by name, not by time: the playlist and the anonymous voting list follow submission
 * order, so a list of submitters in that order would tell who sent which video.
 */
export function participants(rows: readonly q.ParticipantRow[]): Participant[] {
  return rows
    .map((r) => ({
      userId: r.user_id,
      userName: displayName({ firstName: r.first_name, lastName: r.last_name, email: r.email }),
      userImage: r.profile_image_url,
    }))
    .sort((a, b) => a.userName.localeCompare(b.userName) || a.userId.localeCompare(b.userId));
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
