import {
  AppreciationVoteBodySchema,
  AppreciationVoteResponseSchema,
  ClassicVoteBodySchema,
  ClassicVoteResponseSchema,
  GrudgeVoteBodySchema,
  GrudgeVoteResponseSchema,
  RankedVoteBodySchema,
  RankedVoteResponseSchema,
  VoteAllocationSchema,
  VoteRecordListSchema,
} from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../lib/route-params.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../auth/plugin.ts';
import { SESSION_NOT_FOUND, type VoteService } from './service.ts';

const sessionId = (params: unknown, key = 'id') => idParam(params, SESSION_NOT_FOUND, key);

/** The comments a ballot's lines carry (blank ones were parsed away by the protocol schema). */
function lineComments(lines: ReadonlyArray<{ submissionId: string; comment?: string | undefined }>) {
  return lines.flatMap((l) =>
    l.comment ? [{ submissionId: l.submissionId, onDownvote: false, body: l.comment }] : [],
  );
}

// The request bodies keep the names the original client sends (votes/README.md); each is turned
// into the scoring module's ballot so every mode is validated by the same rules.
export async function voteRoutes(app: FastifyInstance, { votes }: { votes: VoteService }) {
  app.get('/sessions/:id/vote-allocation', async (request) => {
    const user = requireUser(request);
    return VoteAllocationSchema.parse(await votes.allocation(user.id, sessionId(request.params)));
  });

  app.get('/sessions/:id/votes', async (request) => {
    const user = requireUser(request);
    return VoteRecordListSchema.parse(await votes.myVotes(user.id, sessionId(request.params)));
  });

  app.post('/votes/:sessionId', async (request) => {
    const user = requireUser(request);
    const id = sessionId(request.params, 'sessionId');
    const body = parseInput(ClassicVoteBodySchema, request.body);
    const answer = await votes.classic(user.id, id, {
      mode: 'classic',
      points: body.votes,
      comments: lineComments(body.votes),
    });
    return ClassicVoteResponseSchema.parse(answer);
  });

  app.post('/sessions/:id/vote/ranked', async (request) => {
    const user = requireUser(request);
    const id = sessionId(request.params);
    const body = parseInput(RankedVoteBodySchema, request.body);
    const ranks = body.ranked_submissions.map((r) => ({
      submissionId: r.submission_id,
      rank: r.rank,
      comment: r.comment,
    }));
    const answer = await votes.ranked(user.id, id, { mode: 'ranked_choice', ranks, comments: lineComments(ranks) });
    return RankedVoteResponseSchema.parse(answer);
  });

  app.post('/sessions/:id/vote/grudge', async (request) => {
    const user = requireUser(request);
    const id = sessionId(request.params);
    const body = parseInput(GrudgeVoteBodySchema, request.body);
    const answer = await votes.grudge(user.id, id, {
      mode: 'grudge_match',
      points: body.point_allocations,
      downvoteSubmissionId: body.downvote?.submissionId ?? null,
      comments: [
        ...lineComments(body.point_allocations),
        ...(body.downvote?.comment
          ? [{ submissionId: body.downvote.submissionId, onDownvote: true, body: body.downvote.comment }]
          : []),
      ],
    });
    return GrudgeVoteResponseSchema.parse(answer);
  });

  app.post('/sessions/:id/vote/appreciation', async (request) => {
    const user = requireUser(request);
    const id = sessionId(request.params);
    const body = parseInput(AppreciationVoteBodySchema, request.body);
    const badges = body.badge_allocations.flatMap((a) =>
      a.badges.map((badge) => ({ submissionId: a.submissionId, badge })),
    );
    const answer = await votes.appreciation(user.id, id, {
      mode: 'appreciation_station',
      badges,
      comments: lineComments(body.badge_allocations),
    });
    return AppreciationVoteResponseSchema.parse(answer);
  });
}
