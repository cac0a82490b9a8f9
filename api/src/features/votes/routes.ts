import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { VoteService } from './service.ts';

/** The comments a ballot's lines carry (blank ones were parsed away by the protocol schema). */
function lineComments(lines: ReadonlyArray<{ submissionId: string; comment?: string | undefined }>) {
  return lines.flatMap((l) =>
    l.comment ? [{ submissionId: l.submissionId, onDownvote: false, body: l.comment }] : [],
  );
}

// The request bodies keep the names the original client sends (votes/README.md); each is turned
// into the scoring module's ballot so every mode is validated by the same rules.
export async function voteRoutes(app: FastifyInstance, { votes }: { votes: VoteService }) {
  route(app, 'getVoteAllocation', async ({ user, params }) => votes.allocation(user.id, params.id));
  route(app, 'listMyVotes', async ({ user, params }) => votes.myVotes(user.id, params.id));

  route(app, 'voteClassic', async ({ user, params, body }) =>
    votes.classic(user.id, params.sessionId, {
      mode: 'classic',
      points: body.votes,
      comments: lineComments(body.votes),
    }),
  );

  route(app, 'voteRanked', async ({ user, params, body }) => {
    const ranks = body.ranked_submissions.map((r) => ({
      submissionId: r.submission_id,
      rank: r.rank,
      comment: r.comment,
    }));
    return votes.ranked(user.id, params.id, { mode: 'ranked_choice', ranks, comments: lineComments(ranks) });
  });

  route(app, 'voteGrudge', async ({ user, params, body }) =>
    votes.grudge(user.id, params.id, {
      mode: 'grudge_match',
      points: body.point_allocations,
      downvoteSubmissionId: body.downvote?.submissionId ?? null,
      comments: [
        ...lineComments(body.point_allocations),
        ...(body.downvote?.comment
          ? [{ submissionId: body.downvote.submissionId, onDownvote: true, body: body.downvote.comment }]
          : []),
      ],
    }),
  );

  route(app, 'voteAppreciation', async ({ user, params, body }) => {
    const badges = body.badge_allocations.flatMap((a) =>
      a.badges.map((badge) => ({ submissionId: a.submissionId, badge })),
    );
    return votes.appreciation(user.id, params.id, {
      mode: 'appreciation_station',
      badges,
      comments: lineComments(body.badge_allocations),
    });
  });
}
