import { z } from 'zod';
import { ActivePhaseSchema, InstantSchema } from './common.ts';

/** How often one member may be nudged in one phase of one session. */
export const NUDGE_INTERVAL_MINUTES = 10;

export const NudgeBodySchema = z.object({
  userId: z.uuid({ message: 'userId must be the id of a member' }),
});
export type NudgeBody = z.infer<typeof NudgeBodySchema>;

/** The answer to the admin who nudged: whom, in which phase, and when they may nudge again. */
export const NudgeSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  userName: z.string(),
  phase: ActivePhaseSchema,
  nudgedAt: InstantSchema,
  nextNudgeAt: InstantSchema,
});
export type Nudge = z.infer<typeof NudgeSchema>;

export const NUDGE_MESSAGES = {
  notOpen: 'Only a session taking submissions or votes can have nudges',
  notAMember: 'That person is not a member of this room',
  self: "You can't nudge yourself",
  alreadySubmitted: (name: string) => `${name} has already submitted`,
  alreadyVoted: (name: string) => `${name} has already voted`,
  tooSoon: (name: string, minutes: number) =>
    `You nudged ${name} a moment ago. You can nudge them again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/** Sent to the nudged player's own sockets only: the toast "Alice is waiting for your vote". */
export const NudgeReceivedEventSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  sessionId: z.string(),
  sessionNumber: z.number().int(),
  theme: z.string(),
  phase: ActivePhaseSchema,
  byName: z.string(),
});
export type NudgeReceivedEvent = z.infer<typeof NudgeReceivedEventSchema>;
