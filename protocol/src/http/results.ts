import { z } from 'zod';
import { BADGE_TYPES, BadgeTypeSchema } from './badges.ts';
import { VoteTypeSchema } from './votes.ts';

// GET /api/sessions/{id}/results (docs/rules.md §6).

export const VoteBreakdownItemSchema = z.object({
  voterId: z.string(),
  voterName: z.string(),
  voterImage: z.string().nullable(),
  /** 'downvote' for a grudge downvote; 'points' or 'rank' otherwise */
  type: VoteTypeSchema,
  /** what this vote earned the submission: points, rank points, or −3 for a downvote */
  points: z.number().int(),
  rank: z.number().int().nullable(),
  /** the voter's comment on this video with this vote (the downvote's own comment on a downvote) */
  comment: z.string().nullable(),
});
export type VoteBreakdownItem = z.infer<typeof VoteBreakdownItemSchema>;

export const ResultEntrySchema = z.object({
  /** 1-based; ties share a rank (1, 1, 3) and are listed by earlier submission */
  rank: z.number().int(),
  submissionId: z.string(),
  videoTitle: z.string(),
  thumbnail: z.string(),
  /** the video's canonical YouTube link, for a summary anyone can open */
  videoUrl: z.string(),
  userId: z.string(),
  userName: z.string(),
  userImage: z.string().nullable(),
  /** points (classic), rank points (ranked_choice) or net points (grudge_match) */
  points: z.number().int(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  voteBreakdown: z.array(VoteBreakdownItemSchema),
  /** the submitter's own commentary on their video */
  commentary: z.string().nullable(),
  /** High stakes: the submitter cast no ballot, so the entry scores 0 ('Did not vote'); absent otherwise */
  didNotVote: z.boolean().optional(),
});
export type ResultEntry = z.infer<typeof ResultEntrySchema>;

export const BadgeCountsSchema = z.object(
  Object.fromEntries(BADGE_TYPES.map((b) => [b, z.number().int()])) as Record<
    (typeof BADGE_TYPES)[number],
    z.ZodNumber
  >,
);

/** One voter's badges for one video in appreciation results, with their comment. */
export const BadgeGiverSchema = z.object({
  voterId: z.string(),
  voterName: z.string(),
  voterImage: z.string().nullable(),
  badges: z.array(BadgeTypeSchema),
  comment: z.string().nullable(),
});
export type BadgeGiver = z.infer<typeof BadgeGiverSchema>;

export const AppreciationResultSchema = z.object({
  submissionId: z.string(),
  videoTitle: z.string(),
  thumbnail: z.string(),
  videoUrl: z.string(),
  userId: z.string(),
  userName: z.string(),
  userImage: z.string().nullable(),
  badgeCounts: BadgeCountsSchema,
  totalBadges: z.number().int(),
  /** who gave which badges, sorted by voter name */
  badgeGivers: z.array(BadgeGiverSchema),
  /** the submitter's own commentary on their video */
  commentary: z.string().nullable(),
  /** High stakes: the submitter cast no ballot, so the entry scores 0 ('Did not vote'); absent otherwise */
  didNotVote: z.boolean().optional(),
});
export type AppreciationResult = z.infer<typeof AppreciationResultSchema>;

export const CategoryChampionSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  badgeCount: z.number().int(),
  submissionId: z.string(),
});
export type CategoryChampion = z.infer<typeof CategoryChampionSchema>;

/** Same shape in every mode; only appreciation_station fills it. */
export const AwardsSchema = z.object({
  /** drawn among badged submitters, seeded by the session id so it never changes between views */
  roundMvp: z.object({ userId: z.string(), userName: z.string() }).nullable(),
  /** keyed '{badge}_champion'; a badge nobody gave has no champion */
  categoryChampions: z.partialRecord(z.templateLiteral([BadgeTypeSchema, '_champion']), CategoryChampionSchema),
});
export type Awards = z.infer<typeof AwardsSchema>;

export const SessionStatsSchema = z.object({
  totalSubmissions: z.number().int(),
  /** points given (classic, grudge), rank points given (ranked), badges given (appreciation) */
  totalPointsCast: z.number().int(),
  /** submissions ÷ members when results were reached, a ratio in [0, 1] */
  submissionRate: z.number(),
});
export type SessionStats = z.infer<typeof SessionStatsSchema>;

const common = {
  sessionId: z.string(),
  awards: AwardsSchema,
  stats: SessionStatsSchema,
  /** the caller has seen this session's reveal (a first visit plays it, docs/rules.md, 'The reveal and the conversation') */
  revealSeen: z.boolean(),
};

export const SessionResultsSchema = z.discriminatedUnion('votingMode', [
  z.object({
    ...common,
    votingMode: z.enum(['classic', 'ranked_choice', 'grudge_match']),
    results: z.array(ResultEntrySchema),
  }),
  z.object({
    ...common,
    votingMode: z.literal('appreciation_station'),
    results: z.array(AppreciationResultSchema),
  }),
]);
export type SessionResults = z.infer<typeof SessionResultsSchema>;
