import { z } from 'zod';
import { UserSchema } from './auth.ts';
import { BadgeTypeSchema } from './badges.ts';
import { InstantSchema, LIMITS, nameField, VotingModeSchema } from './common.ts';

/** The name a player chooses on /profile; every rule of nameField applies. */
export const DisplayNameSchema = nameField('Display name', LIMITS.displayName);

export const TIME_ZONE_MESSAGE = 'Time zone must be a time zone name such as Europe/Berlin';

/** An IANA zone name this runtime knows ('Europe/Berlin', 'UTC'); answers its canonical spelling. */
export function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const TimeZoneSchema = z
  .string({ message: TIME_ZONE_MESSAGE })
  .max(64, { message: TIME_ZONE_MESSAGE })
  .refine((v) => canonicalTimeZone(v) !== null, { message: TIME_ZONE_MESSAGE })
  .transform((v) => canonicalTimeZone(v) as string);

/**
 * PATCH /api/profile. A field left out stays as it is; null gives it back to its default
 * (displayName: the provider's name; timeZone: the browser's).
 */
export const UpdateProfileBodySchema = z
  .object({
    displayName: DisplayNameSchema.nullable().optional(),
    timeZone: TimeZoneSchema.nullable().optional(),
  })
  .refine((body) => body.displayName !== undefined || body.timeZone !== undefined, {
    message: 'Nothing to change: send displayName or timeZone',
  });
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;

/** The best-scoring video a player submitted to a finished points session. */
export const BestVideoSchema = z.object({
  submissionId: z.string(),
  videoTitle: z.string(),
  thumbnail: z.string(),
  points: z.number(),
  rank: z.number().int(),
  votingMode: VotingModeSchema,
  sessionId: z.string(),
  sessionNumber: z.number().int(),
  theme: z.string(),
  roomId: z.string(),
  roomName: z.string(),
});
export type BestVideo = z.infer<typeof BestVideoSchema>;

/** A finished season the player took part in, with where they ended (docs/rules.md §12). */
export const SeasonPlayedSchema = z.object({
  seasonId: z.string(),
  seasonName: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  finishedAt: InstantSchema,
  /** their final place in the standings (shared on full ties) */
  rank: z.number().int(),
  leaguePoints: z.number().int(),
  /** champion: first place with league points (a shared first place is shared) */
  won: z.boolean(),
});
export type SeasonPlayed = z.infer<typeof SeasonPlayedSchema>;

/** A player's record over every finished session they took part in (rules: features/profile README). */
export const PlayerRecordSchema = z.object({
  sessionsPlayed: z.number().int(),
  wins: z.number().int(),
  totalPoints: z.number(),
  bestVideo: BestVideoSchema.nullable(),
  /** Appreciation badges received, most first; only badges received at least once. */
  badges: z.array(z.object({ badge: BadgeTypeSchema, count: z.number().int() })),
  totalBadges: z.number().int(),
  /** Finished seasons the player submitted or voted in, and how many they won. */
  seasonsPlayed: z.number().int(),
  seasonsWon: z.number().int(),
  /** those seasons, the latest finished first */
  seasons: z.array(SeasonPlayedSchema),
});
export type PlayerRecord = z.infer<typeof PlayerRecordSchema>;

export const ProfileSchema = z.object({
  user: UserSchema,
  /** The provider's name: the display name when none is chosen. */
  providerName: z.string(),
  record: PlayerRecordSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;
