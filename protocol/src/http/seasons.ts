import { z } from 'zod';
import { controlCharactersMessage, hasNoControlCharacters, InstantSchema, nameField } from './common.ts';

// Seasons, standings, the recap and theme suggestions (docs/rules.md §12).

export const SEASON_LIMITS = {
  minRounds: 1,
  maxRounds: 52,
  seasonName: 100,
  suggestionTheme: 100,
  openSuggestionsPerMember: 5,
  podium: 3,
} as const;

export const SEASON_MESSAGES = {
  rounds: `Rounds must be a whole number from ${SEASON_LIMITS.minRounds} to ${SEASON_LIMITS.maxRounds}, or null for an open season`,
  fewerRoundsThanPlayed: 'A season cannot have fewer rounds than it already holds',
  activeSession: 'Finish the session in submissions or voting first',
  alreadyFinished: 'This season is already finished',
  notFinished: 'The recap is ready once the season is finished',
  planFull: "This season's rounds are all planned — start the next season to plan more",
  tooManySuggestions: `You can have at most ${SEASON_LIMITS.openSuggestionsPerMember} open suggestions`,
  ownSuggestion: 'You cannot upvote your own suggestion',
  alreadyUpvoted: 'You have already upvoted this suggestion',
  duplicateVideo: 'That video is already in this session — pick another',
} as const;

export const SEASON_STATUSES = ['running', 'finished'] as const;
export const SeasonStatusSchema = z.enum(SEASON_STATUSES);
export type SeasonStatus = z.infer<typeof SeasonStatusSchema>;

export const THEME_VISIBILITIES = ['all', 'next', 'none'] as const;
export const ThemeVisibilitySchema = z.enum(THEME_VISIBILITIES, {
  message: 'Theme visibility must be all, next or none',
});
export type ThemeVisibility = z.infer<typeof ThemeVisibilitySchema>;

const roundsField = z
  .number({ message: SEASON_MESSAGES.rounds })
  .int({ message: SEASON_MESSAGES.rounds })
  .min(SEASON_LIMITS.minRounds, { message: SEASON_MESSAGES.rounds })
  .max(SEASON_LIMITS.maxRounds, { message: SEASON_MESSAGES.rounds })
  .nullable();

/** `POST /api/rooms/:id/seasons` and `PATCH /api/seasons/:id`: both fields optional. */
export const SeasonBodySchema = z.object({
  name: nameField('Season name', SEASON_LIMITS.seasonName).optional(),
  rounds: roundsField.optional(),
});
export type SeasonBody = z.input<typeof SeasonBodySchema>;

export const SeasonSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  number: z.number().int(),
  name: z.string(),
  /** null: an open season, running until an admin ends it */
  rounds: z.number().int().nullable(),
  status: SeasonStatusSchema,
  startedAt: InstantSchema,
  finishedAt: InstantSchema.nullable(),
  /** the season's sessions in round order (round 1 first), upcoming ones included */
  sessionIds: z.array(z.string()),
  /** how many of them have reached results: the rounds played so far */
  played: z.number().int(),
});
export type Season = z.infer<typeof SeasonSchema>;
export const SeasonListSchema = z.array(SeasonSchema);

export const StandingSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userImage: z.string().nullable(),
  leaguePoints: z.number().int(),
  /** rounds won (first place, shared on ties) */
  wins: z.number().int(),
  /** the rounds' own points (classic points, rank points, net points; appreciation adds none) */
  points: z.number().int(),
  /** 1-based, shared on full ties (league points, wins and points all equal) */
  rank: z.number().int(),
});
export type Standing = z.infer<typeof StandingSchema>;
export const StandingsSchema = z.array(StandingSchema);

export const RecapSchema = z.object({
  podium: z.array(StandingSchema),
  fans: z.array(z.object({ userId: z.string(), fanUserId: z.string(), share: z.number() })),
  compatiblePair: z.object({ userIds: z.tuple([z.string(), z.string()]), correlation: z.number() }).nullable(),
  contrarian: z.object({ userId: z.string(), correlation: z.number() }).nullable(),
  videoOfSeason: z
    .object({ submissionId: z.string(), sessionId: z.string(), userId: z.string(), share: z.number() })
    .nullable(),
  /** cumulative league points after each round, in round order */
  rounds: z.array(
    z.object({
      sessionId: z.string(),
      standings: z.array(z.object({ userId: z.string(), leaguePoints: z.number().int() })),
    }),
  ),
  gave: z.array(z.object({ fromUserId: z.string(), toUserId: z.string(), share: z.number() })),
});
export type Recap = z.infer<typeof RecapSchema>;

export const SuggestionBodySchema = z.object({
  theme: nameField('Theme', SEASON_LIMITS.suggestionTheme).refine(
    hasNoControlCharacters,
    controlCharactersMessage('Theme'),
  ),
});
export type SuggestionBody = z.input<typeof SuggestionBodySchema>;

export const SuggestionSchema = z.object({
  id: z.string(),
  theme: z.string(),
  userId: z.string(),
  userName: z.string(),
  upvotes: z.number().int(),
  upvotedByMe: z.boolean(),
  createdAt: InstantSchema,
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionListSchema = z.array(SuggestionSchema);

/** Who suggested an upcoming session's theme ('Suggested by Ben'). */
export const SuggestedBySchema = z.object({ userId: z.string(), userName: z.string() });

/** A ready-made text for a session one of the season's rounds already played ('Played in round 3'). */
export function playedInRoundMessage(round: number): string {
  return `Played in round ${round}`;
}

/** One vote line of the room's history (sessions in results only): a row of the CSV export. */
export const ExportRowSchema = z.object({
  season: z.string(),
  round: z.number().int(),
  theme: z.string(),
  mode: z.string(),
  videoUrl: z.string(),
  title: z.string(),
  submitter: z.string(),
  voter: z.string(),
  points: z.number().int().nullable(),
  rank: z.number().int().nullable(),
  /** badge names, joined by a space (appreciation) */
  badges: z.string().nullable(),
  downvote: z.boolean(),
  comment: z.string().nullable(),
});
export type ExportRow = z.infer<typeof ExportRowSchema>;
export const EXPORT_COLUMNS = [
  'season',
  'round',
  'theme',
  'mode',
  'videoUrl',
  'title',
  'submitter',
  'voter',
  'points',
  'rank',
  'badges',
  'downvote',
  'comment',
] as const satisfies readonly (keyof ExportRow)[];

export const ExportSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  exportedAt: InstantSchema,
  rows: z.array(ExportRowSchema),
});
export type Export = z.infer<typeof ExportSchema>;
