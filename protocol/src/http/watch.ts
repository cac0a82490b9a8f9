import { z } from 'zod';
import { BadgeTypeSchema } from './badges.ts';

// The watch party (docs/rules.md §8): GET/POST /api/sessions/{id}/watch and friends.

export const WATCH_STATUSES = ['paused', 'playing', 'ended'] as const;
export const WatchStatusSchema = z.enum(WATCH_STATUSES);
export type WatchStatus = z.infer<typeof WatchStatusSchema>;

/** The two session phases that have a watch party: watching before voting, and the reveal. */
export const WATCH_PHASES = ['voting', 'results'] as const;
export type WatchPhase = (typeof WATCH_PHASES)[number];

/** The few reactions on offer; anything else is bad input. */
export const WATCH_REACTIONS = ['😂', '🔥', '😮', '👏', '❤️', '💀'] as const;

export const WatchVoterSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** points (classic, grudge: −3 for a downvote), rank points (ranked); null for badges */
  points: z.number().int().nullable(),
  badges: z.array(BadgeTypeSchema),
});
export type WatchVoter = z.infer<typeof WatchVoterSchema>;

export const WatchQueueItemSchema = z.object({
  submissionId: z.string(),
  videoId: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  durationSec: z.number().nullable(),
  // Results phase only: the reveal card.
  submitter: z.object({ userId: z.string(), name: z.string(), image: z.string().nullable() }).optional(),
  rank: z.number().int().optional(),
  points: z.number().int().optional(),
  badges: z.partialRecord(BadgeTypeSchema, z.number().int()).optional(),
  voters: z.array(WatchVoterSchema).optional(),
  /** High stakes: the submitter did not vote, so the entry scored 0 ('Did not vote') */
  didNotVote: z.boolean().optional(),
});
export type WatchQueueItem = z.infer<typeof WatchQueueItemSchema>;

export const WatchStateSchema = z.object({
  index: z.number().int(),
  status: WatchStatusSchema,
  /** the position at `updatedAt` */
  positionSec: z.number(),
  /** server epoch milliseconds */
  updatedAt: z.number(),
  rate: z.number(),
});
export type WatchState = z.infer<typeof WatchStateSchema>;

export const WatchViewSchema = z.object({
  sessionId: z.string(),
  phase: z.enum(WATCH_PHASES),
  queue: z.array(WatchQueueItemSchema),
  state: WatchStateSchema,
  hostUserId: z.string().nullable(),
  version: z.number().int(),
  /** server epoch milliseconds when this answer was made */
  serverNow: z.number(),
});
export type WatchView = z.infer<typeof WatchViewSchema>;

/** `end`: the host marks the video watched, e.g. without a player (docs/rules.md §8). */
export const WATCH_ACTIONS = ['play', 'pause', 'seek', 'end', 'next', 'previous', 'select'] as const;
// A day: longer than any YouTube video (12 hours at most). The server also clamps a position to
// the video's length when it knows it; this bounds it when it does not.
const MAX_POSITION_SEC = 86_400;
const POSITION = `Position must be a number of seconds from 0 to ${MAX_POSITION_SEC}`;
export const WatchCommandSchema = z.object({
  action: z.enum(WATCH_ACTIONS, { message: 'Action must be one of play, pause, seek, end, next, previous, select' }),
  positionSec: z
    .number({ message: POSITION })
    .finite({ message: POSITION })
    .min(0, { message: POSITION })
    .max(MAX_POSITION_SEC, { message: POSITION })
    .optional(),
  index: z.number({ message: 'Index must be a whole number' }).int().nonnegative().optional(),
  version: z.number().int().nonnegative().optional(),
});
export type WatchCommand = z.infer<typeof WatchCommandSchema>;

// A uuid, like every user id: anything else names nobody (and must not reach the database).
export const WatchHostInputSchema = z.object({ userId: z.uuid({ message: 'userId must be the id of a member' }) });

export const WatchReactionInputSchema = z.object({
  emoji: z.enum(WATCH_REACTIONS, { message: 'Reaction must be one of the offered emoji' }),
});
export type WatchReactionInput = z.infer<typeof WatchReactionInputSchema>;

/** Presence reported by each watcher's client over the socket. */
export const WatchPresenceInputSchema = z.object({
  sessionId: z.uuid({ message: 'Not found' }),
  /** true while the player waits for data or is more than a second off the host */
  outOfSync: z.boolean(),
  buffering: z.boolean(),
  /** false when the screen closes while the socket stays (the player went back to the room) */
  watching: z.boolean().default(true),
});
export type WatchPresenceInput = z.infer<typeof WatchPresenceInputSchema>;

export const WatchWatcherSchema = z.object({
  userId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  outOfSync: z.boolean(),
  buffering: z.boolean(),
});
export type WatchWatcher = z.infer<typeof WatchWatcherSchema>;

/** GET /api/config: what the web app needs to know about the server's settings. */
export const PublicConfigSchema = z.object({ youtubeIframeApiUrl: z.string() });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
