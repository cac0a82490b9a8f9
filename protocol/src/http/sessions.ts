import { z } from 'zod';
import { isBlankName, trimName } from '../names.ts';
import { cleanText } from '../text.ts';
import { InstantSchema, LIMITS, nameField, SessionStatusSchema } from './common.ts';
import { SuggestedBySchema } from './seasons.ts';

// Blank, or invisible characters only (zero-width, U+3164…), means no description.
const descriptionField = z
  .string({ message: 'Description must be text' })
  .overwrite(cleanText)
  .max(2000, { message: 'Description must be at most 2000 characters' })
  .nullish()
  .transform((v) => (isBlankName(v) ? null : trimName(v as string)));

export const SessionBodySchema = z.object({
  // A theme is named like a room: one of invisible characters only is no theme.
  theme: nameField('Theme', LIMITS.theme),
  description: descriptionField,
});
export type SessionBody = z.input<typeof SessionBodySchema>;

export const ADVANCE_ACTIONS = ['startSubmissions', 'endSubmissions', 'endVoting'] as const;
export const AdvanceActionSchema = z.enum(ADVANCE_ACTIONS, {
  message: 'Action must be one of startSubmissions, endSubmissions, endVoting',
});
export type AdvanceAction = z.infer<typeof AdvanceActionSchema>;
export const AdvanceBodySchema = z.object({ action: AdvanceActionSchema });

/** Who has taken part so far: names only, never what they submitted or how they voted. */
export const ParticipantSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userImage: z.string().nullable(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const SessionSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  sessionNumber: z.number().int(),
  /** null for a non-admin when the room's theme visibility hides this upcoming session */
  theme: z.string().nullable(),
  description: z.string().nullable(),
  /** true when theme and description are withheld from this reader ('revealed when it opens') */
  hidden: z.boolean(),
  /** the season holding the session, and its round in it (1, 2, …) */
  seasonId: z.string(),
  round: z.number().int(),
  /** the member whose theme suggestion became this session */
  suggestedBy: SuggestedBySchema.nullable(),
  status: SessionStatusSchema,
  submissionsDeadline: InstantSchema.nullable(),
  votingDeadline: InstantSchema.nullable(),
  playlistId: z.string().nullable(),
  /** watch link for sessions in voting or results; null before */
  playlistUrl: z.string().nullable(),
  memberCount: z.number().int(),
  submittedCount: z.number().int(),
  votedCount: z.number().int(),
  submitters: z.array(ParticipantSchema),
  voters: z.array(ParticipantSchema),
  createdAt: InstantSchema,
});
export type Session = z.infer<typeof SessionSchema>;
export const SessionListSchema = z.array(SessionSchema);
