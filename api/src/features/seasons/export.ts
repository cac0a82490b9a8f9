import type { Export, ExportRow } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { loadSessionVotes } from '../results/scoring-input.ts';
import { requireMember } from '../rooms/access.ts';
import * as q from './queries.ts';

/**
 * The room's history, one row per vote (a voter's badges for one video are one row), sessions in
 * results only (docs/rules.md §12). Earlier seasons first, then rounds, then voters in ballot order.
 */
export async function roomHistory(db: Database, clock: Clock, userId: string, roomId: string): Promise<Export> {
  await requireMember(db, roomId, userId);
  const room = await q.findRoomName(db, roomId);
  if (!room) throw new NotFoundError('Room not found');
  const sessions = await q.listExportSessions(db, roomId);
  const votes = await loadSessionVotes(
    db,
    sessions.map((s) => s.id),
  );
  const rows: ExportRow[] = [];
  for (const session of sessions) {
    const { submissions, votes: lines } = votes.get(session.id) ?? { submissions: [], votes: [] };
    const submissionOf = new Map(submissions.map((s) => [s.id, s]));
    const base = { season: session.season_name, round: session.round, theme: session.theme, mode: session.voting_mode };
    const badgeRows = new Map<string, ExportRow>();
    for (const line of lines) {
      const video = submissionOf.get(line.submissionId);
      if (!video) continue;
      const row: ExportRow = {
        ...base,
        videoUrl: video.videoUrl,
        title: video.videoTitle,
        submitter: video.userName,
        voter: line.voterName,
        points: null,
        rank: null,
        badges: null,
        downvote: false,
        comment: line.comment,
      };
      if (line.voteType === 'badge') {
        const key = `${line.voterId} ${line.submissionId}`;
        const kept = badgeRows.get(key);
        if (kept) {
          kept.badges = `${kept.badges} ${line.badge}`;
          continue;
        }
        row.badges = line.badge;
        badgeRows.set(key, row);
      } else if (line.voteType === 'downvote') {
        row.downvote = true;
      } else if (line.voteType === 'rank') {
        row.rank = line.rankPosition;
      } else {
        row.points = line.pointsAllocated;
      }
      rows.push(row);
    }
  }
  return { roomId, roomName: room.name, exportedAt: clock.now().toISOString(), rows };
}
