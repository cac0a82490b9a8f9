import {
  type CreateSubmissionBodySchema,
  playedInRoundMessage,
  SEASON_MESSAGES,
  type SessionStatus,
  type Submission,
  type SubmissionEntry,
  type UpdateSubmissionBodySchema,
} from '@clipclub/protocol';
import { parseYouTubeUrl } from '@clipclub/protocol/youtube';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { listSubmissionsWithSubmitter, type SubmissionWithSubmitter } from '../../db/tables/submissions.ts';
import { userName } from '../../db/users.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { requireSessionMember } from '../sessions/access.ts';
import { displayOrder } from '../sessions/display-order.ts';
import type { SessionEvents } from '../sessions/session-events.ts';
import { entryFor, fullSubmission } from './entries.ts';
import * as q from './queries.ts';
import type { VideoMetadataLookup } from './video-metadata.ts';

type Deps = { db: Database; clock: Clock; lookup: VideoMetadataLookup; events: SessionEvents };

const ALREADY_SUBMITTED = 'You have already submitted a video to this session';

/**
 * One video once per session (docs/rules.md §12): the session row is locked by the caller, so two
 * members posting the same video at once queue up and the second is refused. Names nobody.
 */
async function refuseTakenVideo(db: Database, sessionId: string, videoId: string, userId: string): Promise<void> {
  if (await q.videoTakenInSession(db, sessionId, videoId, userId))
    throw new ConflictError(SEASON_MESSAGES.duplicateVideo);
}

/** Submitting and editing happen only while the session is in `submissions` (docs/rules.md §4). */
function requireSubmissionsOpen(status: SessionStatus | undefined): void {
  if (status === undefined) throw new NotFoundError('Session not found');
  if (status === 'upcoming') throw new ConflictError('Submissions have not opened yet for this session');
  if (status !== 'submissions') throw new ConflictError('Submissions are closed for this session');
}

/**
 * Before results no order may tie a name to a video: while submitting, entries show
 * who in name order (the progress events reveal submission order, the display order would tie
 * names to the voting list); while voting, what in the session's display order. Results keep
 * submission order, the order "earlier submission" ties use.
 */
function listOrder<T extends SubmissionWithSubmitter>(sessionId: string, status: SessionStatus, rows: T[]): T[] {
  if (status === 'results') return rows;
  if (status === 'voting') return displayOrder(sessionId, rows);
  const name = (r: T) => userName(r);
  return [...rows].sort((a, b) => name(a).localeCompare(name(b)) || a.user_id.localeCompare(b.user_id));
}

/** A title typed for the stored video: only over a fallback or an earlier typed one. */
function retitled(current: SubmissionWithSubmitter, title: string | undefined): Partial<q.VideoFields> {
  if (title === undefined || current.title_source === 'lookup') return {};
  return { title, title_source: 'typed' };
}

export function createSubmissionService({ db, clock, lookup, events }: Deps) {
  /** A typed title counts only when the lookup found none (docs/rules.md §4). */
  async function videoFields(youtubeUrl: string, typedTitle: string | undefined): Promise<q.VideoFields> {
    const parsed = parseYouTubeUrl(youtubeUrl);
    // The body schema already refused these; parsing again yields the id and canonical URL.
    if (!parsed.ok) throw new BadRequestError(parsed.message);
    const meta = await lookup({ videoId: parsed.videoId, canonicalUrl: parsed.canonicalUrl });
    const typed = !meta.titleFound && typedTitle !== undefined;
    return {
      youtube_url: parsed.canonicalUrl,
      video_id: parsed.videoId,
      title: typed ? typedTitle : meta.title,
      title_source: meta.titleFound ? 'lookup' : typed ? 'typed' : 'fallback',
      thumbnail: meta.thumbnail,
      duration_seconds: meta.durationSeconds,
    };
  }

  /** The answer to one's own write: a video an earlier round of the season played says so. */
  async function own(sessionId: string, userId: string): Promise<Submission> {
    const row = await q.findSubmissionOf(db, sessionId, userId);
    if (!row) throw new NotFoundError('Submission not found');
    const round = await q.roundPlayedBefore(db, sessionId, row.video_id);
    return { ...fullSubmission(row, userId), playedIn: round ? { round, message: playedInRoundMessage(round) } : null };
  }

  return {
    async list(userId: string, sessionId: string): Promise<SubmissionEntry[]> {
      const session = await requireSessionMember(db, sessionId, userId);
      const rows = await listSubmissionsWithSubmitter(db, [session.id]);
      return listOrder(session.id, session.status, rows).map((row) => entryFor(row, session.status, userId));
    },

    async mine(userId: string, sessionId: string): Promise<Submission | null> {
      await requireSessionMember(db, sessionId, userId);
      const row = await q.findSubmissionOf(db, sessionId, userId);
      return row ? fullSubmission(row, userId) : null;
    },

    async create(userId: string, sessionId: string, body: z.output<typeof CreateSubmissionBodySchema>) {
      const session = await requireSessionMember(db, sessionId, userId);
      requireSubmissionsOpen(session.status);
      if (await q.findSubmissionOf(db, sessionId, userId)) throw new ConflictError(ALREADY_SUBMITTED);
      // The lookup (up to 3 s) runs before the transaction, so no lock waits on YouTube.
      const video = await videoFields(body.youtubeUrl, body.title);
      try {
        await db.transaction().execute(async (trx) => {
          requireSubmissionsOpen(await q.lockSessionStatus(trx, sessionId));
          await refuseTakenVideo(trx, sessionId, video.video_id, userId);
          await q.insertSubmission(trx, {
            ...video,
            session_id: sessionId,
            user_id: userId,
            commentary: body.commentary,
            now: clock.now(),
          });
        });
      } catch (error) {
        // Two posts at once: the unique (session_id, user_id) lets exactly one through.
        if (isUniqueViolation(error)) throw new ConflictError(ALREADY_SUBMITTED);
        throw error;
      }
      await events.submissionsProgress(sessionId);
      return own(sessionId, userId);
    },

    /** One's own submission only: another member's id answers 404, as if it did not exist. */
    async update(
      userId: string,
      sessionId: string,
      submissionId: string,
      body: z.output<typeof UpdateSubmissionBodySchema>,
    ): Promise<Submission> {
      const session = await requireSessionMember(db, sessionId, userId);
      const current = await q.findSubmission(db, sessionId, submissionId);
      if (!current || current.user_id !== userId) throw new NotFoundError('Submission not found');
      requireSubmissionsOpen(session.status);
      // The same video again keeps its stored title: no lookup for an unchanged link.
      const newUrl = body.youtubeUrl;
      const parsed = newUrl === undefined ? undefined : parseYouTubeUrl(newUrl);
      const newVideo = newUrl && parsed?.ok && parsed.videoId !== current.video_id;
      const video: Partial<q.VideoFields> = newVideo
        ? await videoFields(newUrl, body.title)
        : retitled(current, body.title);
      await db.transaction().execute(async (trx) => {
        requireSubmissionsOpen(await q.lockSessionStatus(trx, sessionId));
        if (video.video_id !== undefined) await refuseTakenVideo(trx, sessionId, video.video_id, userId);
        await q.updateSubmission(trx, submissionId, userId, {
          ...video,
          ...(body.commentary !== undefined ? { commentary: body.commentary } : {}),
          updated_at: clock.now(),
        });
      });
      // Same names as before, but every write must reach the room: it is what refreshes
      // other tabs and the polled GETs' ETags.
      await events.submissionsProgress(sessionId);
      return own(sessionId, userId);
    },
  };
}
export type SubmissionService = ReturnType<typeof createSubmissionService>;
