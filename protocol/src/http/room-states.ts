import { z } from 'zod';
import { ActivePhaseSchema, InstantSchema, SessionStatusSchema, VotingModeSchema } from './common.ts';

/**
 * What My Rooms shows on each card about me: the session that matters now (the active
 * one, else the latest), whether I have taken part, and whether an admin nudged me in this phase.
 * Never what anyone chose.
 */
export const RoomStateSchema = z.object({
  roomId: z.string(),
  session: z
    .object({
      id: z.string(),
      sessionNumber: z.number().int(),
      theme: z.string(),
      status: SessionStatusSchema,
      votingMode: VotingModeSchema,
      submissionsDeadline: InstantSchema.nullable(),
      votingDeadline: InstantSchema.nullable(),
      submitted: z.boolean(),
      voted: z.boolean(),
      /** members who have not yet submitted / voted in the current phase */
      missingCount: z.number().int(),
      nudge: z.object({ phase: ActivePhaseSchema, byName: z.string(), at: InstantSchema }).nullable(),
    })
    .nullable(),
});
export type RoomState = z.infer<typeof RoomStateSchema>;

export const RoomStatesSchema = z.object({
  /** the viewer's IANA time zone when stored (users.time_zone); else the browser's is used */
  timeZone: z.string().nullable(),
  rooms: z.array(RoomStateSchema),
});
export type RoomStates = z.infer<typeof RoomStatesSchema>;
