import { z } from 'zod';

export const IdSchema = z.uuid({ message: 'Not found' });
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

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

/** ISO-8601 UTC instant, e.g. 2027-03-12T02:00:00.000Z */
export const InstantSchema = z.string();

export { LIMITS } from '../constants.ts';
