import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { RoomTypeSchema, VotingModeSchema } from './common.ts';
import { ThemeVisibilitySchema } from './seasons.ts';

// A room's rules an admin may change: the automatic schedule, the points a classic or
// grudge-match ballot hands out and the most one video may get, and the downvote tokens a
// member starts with. Sessions not yet started follow them; a started session keeps its own.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SETTING_LIMITS = {
  pointsPerBallot: { min: 1, max: 100 },
  perVideoCap: { min: 1, max: 100 },
  downvoteTokens: { min: 0, max: 10 },
} as const;

/** Today's rules, the defaults of a new room (docs/rules.md §3 and §5). */
export const DEFAULT_ROOM_RULES = {
  submissionDay: 'thursday',
  submissionTime: '18:00',
  votingDay: 'tuesday',
  votingTime: '18:00',
  timeZone: 'America/Los_Angeles',
  pointsPerBallot: LIMITS.defaultVoteAllocation,
  perVideoCap: LIMITS.maxPointsPerSubmission,
  downvoteTokens: LIMITS.startingTokens,
  highStakes: false,
  closeEarly: false,
  themeVisibility: 'all',
} as const satisfies RoomRules;

export const SETTING_MESSAGES = {
  submissionDay: 'Submission deadline day must be a day of the week (monday to sunday)',
  submissionTime: 'Submission deadline time must be a 24-hour time like 18:00',
  votingDay: 'Voting deadline day must be a day of the week (monday to sunday)',
  votingTime: 'Voting deadline time must be a 24-hour time like 18:00',
  timeZone: 'Time zone must be a time zone name like America/Los_Angeles',
  pointsPerBallot: 'Points per ballot must be a whole number from 1 to 100',
  perVideoCap: 'Per-video cap must be a whole number from 1 to 100',
  downvoteTokens: 'Downvote tokens per member must be a whole number from 0 to 10',
  capAbovePoints: 'Per-video cap cannot be more than the points per ballot',
  nothingToChange: 'Name at least one setting to change',
} as const;

/**
 * Names already found valid. Every answer that carries a room's settings is checked against
 * this schema on its way out, and building an Intl formatter was the costliest check of a
 * busy server's answers (bench:capacity's profile). Valid names are few (the zone list, in
 * any letter case); the cap keeps a stream of case variants from growing it without end.
 */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_MAX = 2_000;

/** An IANA time zone the runtime knows (Intl throws a RangeError on any other name). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_MAX) knownTimeZones.add(name);
  return true;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const day = (message: string) => z.enum(WEEKDAYS, { message });
const time = (message: string) => z.string({ message }).regex(TIME, { message });
const wholeNumber = (message: string, { min, max }: { min: number; max: number }) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

const ruleFields = {
  submissionDay: day(SETTING_MESSAGES.submissionDay),
  submissionTime: time(SETTING_MESSAGES.submissionTime),
  votingDay: day(SETTING_MESSAGES.votingDay),
  votingTime: time(SETTING_MESSAGES.votingTime),
  timeZone: z
    .string({ message: SETTING_MESSAGES.timeZone })
    .trim()
    .refine(isTimeZone, { message: SETTING_MESSAGES.timeZone }),
  pointsPerBallot: wholeNumber(SETTING_MESSAGES.pointsPerBallot, SETTING_LIMITS.pointsPerBallot),
  perVideoCap: wholeNumber(SETTING_MESSAGES.perVideoCap, SETTING_LIMITS.perVideoCap),
  downvoteTokens: wholeNumber(SETTING_MESSAGES.downvoteTokens, SETTING_LIMITS.downvoteTokens),
  // Seasons (docs/rules.md §12): off, off and every theme shown, as a room has always played.
  highStakes: z.boolean({ message: 'High stakes must be true or false' }),
  closeEarly: z.boolean({ message: 'Close early must be true or false' }),
  themeVisibility: ThemeVisibilitySchema,
};

/** The rules' one cross-field check, shared by the full rules and by a partial change once merged. */
export function capProblem(rules: { pointsPerBallot?: number; perVideoCap?: number }): string | null {
  if (rules.pointsPerBallot === undefined || rules.perVideoCap === undefined) return null;
  return rules.perVideoCap > rules.pointsPerBallot ? SETTING_MESSAGES.capAbovePoints : null;
}

/** A room's rules as the room answer carries them. */
export const RoomRulesViewSchema = z.object(ruleFields);

/** A room's complete rules, checked together, as the settings form edits them. */
export const RoomRulesSchema = RoomRulesViewSchema.superRefine((rules, ctx) => {
  const problem = capProblem(rules);
  if (problem) ctx.addIssue({ code: 'custom', path: ['perVideoCap'], message: problem });
});
export type RoomRules = z.output<typeof RoomRulesSchema>;

/**
 * `PATCH /api/rooms/:id/settings` (admin): any of the settings, at least one. Voting mode, room
 * type, points, cap and schedule apply to sessions not yet started; tokens move every member's
 * count by the change.
 */
export const RoomSettingsBodySchema = z
  .object({
    votingMode: VotingModeSchema.optional(),
    type: RoomTypeSchema.optional(),
    ...z.object(ruleFields).partial().shape,
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((v) => v === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: SETTING_MESSAGES.nothingToChange });
    }
    const problem = capProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', path: ['perVideoCap'], message: problem });
  });
export type RoomSettingsBody = z.input<typeof RoomSettingsBodySchema>;
