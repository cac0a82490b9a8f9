import { routes } from '@clipclub/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { SessionRow } from '../../db/schema.ts';
import { call } from '../../test/build-app.ts';
import type { Player } from '../../test/factories.ts';

// Rooms and members come from test/factories.ts (through the API); sessions and submissions
// are written directly so these tests depend only on the votes and results features.

/**
 * A session in `status` with one submission per given submitter, in that order (so the first is
 * the earliest). Answers the session id and each submitter's submission id by name.
 */
export async function sessionWithSubmissions(
  db: Database,
  roomId: string,
  submitters: readonly Player[],
  status: SessionRow['status'] = 'voting',
) {
  const { n } = await db
    .selectFrom('sessions')
    .select(sql<number>`coalesce(max(session_number), 0)::int + 1`.as('n'))
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow();
  const { id: sessionId } = await db
    .insertInto('sessions')
    .values({ room_id: roomId, session_number: n, theme: `Theme ${n}`, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  const submissions: Record<string, string> = {};
  for (const [index, p] of submitters.entries()) {
    const videoId = `vid${String(n).padStart(2, '0')}_${String(index).padStart(5, '0')}`;
    const row = await db
      .insertInto('submissions')
      .values({
        session_id: sessionId,
        user_id: p.userId,
        video_id: videoId,
        youtube_url: `https://www.youtube.com/watch?v=${videoId}`,
        title: `${p.name}'s video`,
        thumbnail: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    submissions[p.name] = row.id;
  }
  return { sessionId, submissions };
}

/** Moves a session to results the way ending voting does, recording the member count then. */
export async function endVoting(db: Database, sessionId: string, membersAtResults: number) {
  await db
    .updateTable('sessions')
    .set({ status: 'results', members_at_results: membersAtResults })
    .where('id', '=', sessionId)
    .execute();
}

export async function setStatus(db: Database, sessionId: string, status: SessionRow['status']) {
  await db.updateTable('sessions').set({ status }).where('id', '=', sessionId).execute();
}

export async function tokensOf(db: Database, roomId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('room_members')
    .select('token_count')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.token_count;
}

// One helper per ballot endpoint, with the bodies the original client sends (votes/README.md).
export const vote = {
  classic: (app: FastifyInstance, who: Player, sessionId: string, points: Record<string, number>) =>
    call(app, routes.voteClassic, {
      params: { sessionId },
      as: who,
      body: { votes: Object.entries(points).map(([submissionId, p]) => ({ submissionId, points: p })) },
    }),
  ranked: (app: FastifyInstance, who: Player, sessionId: string, inOrder: readonly string[]) =>
    call(app, routes.voteRanked, {
      params: { id: sessionId },
      as: who,
      body: { ranked_submissions: inOrder.map((submission_id, i) => ({ submission_id, rank: i + 1 })) },
    }),
  grudge: (app: FastifyInstance, who: Player, sessionId: string, points: Record<string, number>, downvote?: string) =>
    call(app, routes.voteGrudge, {
      params: { id: sessionId },
      as: who,
      body: {
        point_allocations: Object.entries(points).map(([submissionId, p]) => ({ submissionId, points: p })),
        ...(downvote ? { downvote: { submissionId: downvote, useToken: true } } : {}),
      },
    }),
  appreciation: (app: FastifyInstance, who: Player, sessionId: string, badges: Record<string, string[]>) =>
    call(app, routes.voteAppreciation, {
      params: { id: sessionId },
      as: who,
      body: { badge_allocations: Object.entries(badges).map(([submissionId, b]) => ({ submissionId, badges: b })) },
    }),
};

/** Status and message of an error answer, for one-line assertions. */
export function refusal(res: LightMyRequestResponse) {
  return { status: res.statusCode, message: (res.json() as { message?: string }).message };
}

/** Ballot lines compared as a set: the API answers them in the session's display order. */
export function sortLines<T>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
