import { z } from 'zod';
import { isBlankName, trimName } from '../names.ts';
import { cleanLine } from '../text.ts';

export const IdSchema = z.uuid({ message: 'Not found' });
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** GET /api/health: the process is up and its database answers; Redis is reported when configured. */
export const HealthSchema = z.object({ ok: z.literal(true), redis: z.enum(['connected', 'unreachable']).optional() });

export const VOTING_MODES = ['classic', 'ranked_choice', 'grudge_match', 'appreciation_station'] as const;
export const VotingModeSchema = z.enum(VOTING_MODES, {
  message: 'Voting mode must be classic, ranked_choice, grudge_match or appreciation_station',
});
export type VotingMode = z.infer<typeof VotingModeSchema>;

export const ROOM_TYPES = ['automatic', 'manual'] as const;
export const RoomTypeSchema = z.enum(ROOM_TYPES, { message: 'Room type must be automatic or manual' });
export type RoomType = z.infer<typeof RoomTypeSchema>;

export const SESSION_STATUSES = ['upcoming', 'submissions', 'voting', 'results'] as const;
export const SessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof SessionStatusSchema>;
/** The phases of an active session (docs/rules.md §3): the ones players act in and may be nudged in. */
export const ActivePhaseSchema = SessionStatusSchema.extract(['submissions', 'voting']);
export type ActivePhase = z.infer<typeof ActivePhaseSchema>;

/** ISO-8601 UTC instant, e.g. 2027-03-12T02:00:00.000Z */
export const InstantSchema = z.string();

// NUL and other control characters reach the database as a 500 or hide in text. Fields a
// player writes lose them (text.ts); ids, codes and URLs, which are not prose, refuse them.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);
export const controlCharactersMessage = (field: string) => ({
  message: `${field} must not contain control characters`,
});

/**
 * Every name field (display names, sign-in names, room names, themes): one line without control
 * or bidi characters (text.ts), trimmed of white space and invisible characters at both ends,
 * refused when nothing visible is left (zero-width characters, Hangul fillers: see names.ts) or
 * when too long.
 */
export function nameField(label: string, max: number, requiredMessage = `${label} is required`) {
  return z
    .string({ message: requiredMessage })
    .overwrite((v) => trimName(cleanLine(v)))
    .refine((v) => !isBlankName(v), { message: requiredMessage })
    .refine((v) => v.length <= max, { message: `${label} must be at most ${max} characters` });
}

export { LIMITS } from '../constants.ts';
