import { z } from 'zod';
import { cleanText } from '../text.ts';
import { hasNoControlCharacters, IdSchema, LIMITS, VotingModeSchema } from './common.ts';

// Ballot bodies (api/src/features/votes/README.md), one per voting mode. The schemas check only the shape; the
// rules of docs/rules.md §5 (allocation, ranges, own submission…) are checked on the server with
// messages a player can act on. Lists are bounded so a body cannot ask for unbounded work.
//
// Rules the original client leaves open, as the server applies them:
// - Every ballot endpoint answers 404 'Session not found' to non-members, 409 'Voting is not open
//   for this session' outside `voting`, 400 'This room uses <Mode> voting' on another mode's endpoint.
// - classic and appreciation_station: one ballot per member; a second answers 409
//   'You have already voted in this session'. An appreciation ballot with no badges is a vote too.
// - ranked_choice and grudge_match: a new ballot replaces the earlier lines.
// - grudge_match downvote: final once cast. A later ballot that leaves it out, or names the same
//   target again (a pre-filled form), keeps it without spending another token; one naming a
//   different target answers 409 'Your downvote is final: you already downvoted another
//   submission in this session'. A first downvote may come on a later ballot.
// - Token counts are private: moving a token broadcasts nothing; clients re-read
//   GET /api/rooms/{id}/tokens/status.
const MAX_LINES = 200;

/**
 * A voter's comment on one video of their ballot (docs/rules.md §5): plain text, trimmed before the
 * length check so padding costs nothing; blank, null or absent means no comment (parsed to
 * undefined). Only its author reads it before results.
 */
export const VoteCommentSchema = z
  .string({ message: 'A comment must be text' })
  .overwrite(cleanText)
  .trim()
  .max(LIMITS.voteComment, { message: `Comments must be at most ${LIMITS.voteComment} characters` })
  .nullish()
  .transform((v) => v || undefined);

// Bounded and free of control characters: an id from the voting list, never raw bytes for the
// database. Unknown ids are refused by the vote rules with their own message.
const submissionIdText = (message: string) =>
  z.string({ message }).max(64, { message }).refine(hasNoControlCharacters, { message });
const submissionId = submissionIdText('Each vote needs a submissionId');
const points = z.number({ message: 'Points must be a number' });

export const ClassicVoteBodySchema = z.object({
  votes: z
    .array(z.object({ submissionId, points, comment: VoteCommentSchema }), { message: 'votes must be a list' })
    .max(MAX_LINES, { message: 'Too many votes' }),
});
export type ClassicVoteBody = z.input<typeof ClassicVoteBodySchema>;

export const RankedVoteBodySchema = z.object({
  ranked_submissions: z
    .array(
      z.object({
        submission_id: submissionIdText('Each ranking needs a submission_id'),
        rank: z.number({ message: 'Rank must be a number' }),
        comment: VoteCommentSchema,
      }),
      { message: 'ranked_submissions must be a list' },
    )
    .max(MAX_LINES, { message: 'Too many rankings' }),
});
export type RankedVoteBody = z.input<typeof RankedVoteBodySchema>;

export const GrudgeVoteBodySchema = z.object({
  point_allocations: z
    .array(z.object({ submissionId, points, comment: VoteCommentSchema }), {
      message: 'point_allocations must be a list',
    })
    .max(MAX_LINES, { message: 'Too many votes' }),
  // A downvote always spends a token; `useToken: true` makes that explicit in the request.
  downvote: z
    .object({
      submissionId: submissionIdText('The downvote needs a submissionId'),
      useToken: z.literal(true, { message: 'A downvote must use a token (useToken: true)' }),
      // Sent again with the same target on a re-vote, it sets (or, blank, clears) the comment.
      comment: VoteCommentSchema,
    })
    .nullish(),
});
export type GrudgeVoteBody = z.input<typeof GrudgeVoteBodySchema>;

export const AppreciationVoteBodySchema = z.object({
  badge_allocations: z
    .array(
      z.object({
        submissionId,
        badges: z
          .array(z.string().max(64).refine(hasNoControlCharacters), { message: 'badges must be a list' })
          .max(MAX_LINES),
        comment: VoteCommentSchema,
      }),
      { message: 'badge_allocations must be a list' },
    )
    .max(MAX_LINES, { message: 'Too many badge allocations' }),
});
export type AppreciationVoteBody = z.input<typeof AppreciationVoteBodySchema>;

/**
 * What this voter has to spend: points in classic and grudge_match (min(10, 5 × others)), the
 * number of submissions to rank in ranked_choice, null in appreciation_station (unlimited badges).
 */
export const VoteAllocationSchema = z.object({
  votingMode: VotingModeSchema,
  voteAllocation: z.number().int().nullable(),
  // The most points one submission may get (docs/rules.md §5); null in modes without points.
  perSubmissionCap: z.number().int().nullable(),
});
export type VoteAllocation = z.infer<typeof VoteAllocationSchema>;

export const VoteTypeSchema = z.enum(['points', 'rank', 'downvote', 'badge']);
export type VoteType = z.infer<typeof VoteTypeSchema>;

/** One line of the caller's own ballot, for pre-filling the vote screen. */
export const VoteRecordSchema = z.object({
  submissionId: z.string(),
  voteType: VoteTypeSchema,
  rankPosition: z.number().int().nullable(),
  isDownvote: z.union([z.literal(0), z.literal(1)]),
  /** points given; rank points a rank earns; −3 for a downvote; 0 for a badge */
  pointsAllocated: z.number().int(),
  /** the badge type of a badge line, null otherwise */
  badge: z.string().nullable(),
  /**
   * The caller's own comment on this video (on the downvote record: the downvote's comment);
   * repeated on every badge line of one video. Nobody else reads it before results.
   */
  comment: z.string().nullable(),
});
export type VoteRecord = z.infer<typeof VoteRecordSchema>;
export const VoteRecordListSchema = z.array(VoteRecordSchema);

export const ClassicVoteResponseSchema = z.object({
  pointsGiven: z.number().int(),
  submissionsVoted: z.number().int(),
});
export type ClassicVoteResponse = z.infer<typeof ClassicVoteResponseSchema>;

export const RankedVoteResponseSchema = z.object({ submissionsRanked: z.number().int() });
export type RankedVoteResponse = z.infer<typeof RankedVoteResponseSchema>;

export const GrudgeVoteResponseSchema = z.object({
  /** true when the caller's ballot in this session carries a downvote (cast now or earlier) */
  downvoteUsed: z.boolean(),
  tokensRemaining: z.number().int(),
});
export type GrudgeVoteResponse = z.infer<typeof GrudgeVoteResponseSchema>;

export const AppreciationVoteResponseSchema = z.object({
  totalBadgesGiven: z.number().int(),
  submissionsBadged: z.number().int(),
});
export type AppreciationVoteResponse = z.infer<typeof AppreciationVoteResponseSchema>;

/** POST /api/votes/:sessionId (the classic ballot keeps the original client's path). */
export const ClassicVoteParamsSchema = z.object({ sessionId: IdSchema });
