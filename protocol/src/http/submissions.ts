import { z } from 'zod';
import { cleanText } from '../text.ts';
import { YouTubeUrlSchema } from '../youtube.ts';
import { InstantSchema, LIMITS, nameField } from './common.ts';

/**
 * Where a title came from: YouTube's lookup; `fallback` (`YouTube video <id>`) when the lookup
 * found none, so the form asks for one; `typed` by the submitter instead.
 */
export const TITLE_SOURCES = ['lookup', 'fallback', 'typed'] as const;
export const TitleSourceSchema = z.enum(TITLE_SOURCES);
export type TitleSource = z.infer<typeof TitleSourceSchema>;

// A commentary is plain text; blank means none. Trimmed before the length check so padding
// never costs a player characters.
const commentaryField = z
  .string({ message: 'Commentary must be text' })
  .overwrite(cleanText)
  .trim()
  .max(LIMITS.commentary, { message: `Commentary must be at most ${LIMITS.commentary} characters` })
  .nullable();

/**
 * The player's own title, used only when the YouTube lookup finds none (docs/rules.md §4);
 * a name field: trimmed, invisible characters and bidi overrides refused or dropped.
 */
const titleField = nameField('Title', LIMITS.videoTitle);

export const CreateSubmissionBodySchema = z.object({
  youtubeUrl: YouTubeUrlSchema,
  commentary: commentaryField.optional().transform((v) => (v ? v : null)),
  title: titleField.optional(),
});
export type CreateSubmissionBody = z.input<typeof CreateSubmissionBodySchema>;

/** Every field optional: an absent field keeps its value; commentary null or '' clears it. */
export const UpdateSubmissionBodySchema = z.object({
  youtubeUrl: YouTubeUrlSchema.optional(),
  commentary: commentaryField.optional().transform((v) => (v === undefined ? undefined : v || null)),
  title: titleField.optional(),
});
export type UpdateSubmissionBody = z.input<typeof UpdateSubmissionBodySchema>;

/** The title alone, as the form that asks for it checks it (a PATCH body). */
export const SubmissionTitleBodySchema = z.object({ title: titleField });

const submitterFields = {
  userId: z.string(),
  userName: z.string(),
  userImage: z.string().nullable(),
};

const videoFields = {
  /** canonical https://www.youtube.com/watch?v=ID */
  youtubeUrl: z.string(),
  videoId: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  /** seconds; null unless the server has a YouTube API key and the lookup worked */
  duration: z.number().int().nullable(),
  commentary: z.string().nullable(),
};

/**
 * Everything about a submission: always for one's own, and for everyone's once the session
 * has results.
 */
export const SubmissionSchema = z.object({
  visibility: z.literal('full'),
  id: z.string(),
  sessionId: z.string(),
  isMine: z.boolean(),
  ...submitterFields,
  ...videoFields,
  titleSource: TitleSourceSchema,
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  /** the video was played in an earlier round of the season: { round: 3, message: 'Played in round 3' } */
  playedIn: z.object({ round: z.number().int(), message: z.string() }).nullable().optional(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

/**
 * Someone else's entry while the session is in `submissions`: who, never what (no spoilers).
 * No submission id either: the same id carries the video during voting, so showing it next to a
 * name now would let anyone who remembers it unmask the anonymous ballot.
 */
export const SubmitterOnlyEntrySchema = z.object({
  visibility: z.literal('submitterOnly'),
  sessionId: z.string(),
  isMine: z.literal(false),
  ...submitterFields,
  createdAt: InstantSchema,
});
export type SubmitterOnlyEntry = z.infer<typeof SubmitterOnlyEntrySchema>;

/** Someone else's entry while the session is in `voting`: what, never who (anonymous voting). */
export const AnonymousEntrySchema = z.object({
  visibility: z.literal('anonymous'),
  id: z.string(),
  sessionId: z.string(),
  isMine: z.literal(false),
  ...videoFields,
});
export type AnonymousEntry = z.infer<typeof AnonymousEntrySchema>;
/** What a ballot shows of an entry, anonymous or not: its id and its video, never who sent it. */
export type Votable = Pick<AnonymousEntry, 'id' | keyof typeof videoFields>;

// Parsing through the union drops every field the entry's visibility does not allow, so a
// withheld value cannot reach a client even if a caller passed it along by mistake.
export const SubmissionEntrySchema = z.discriminatedUnion('visibility', [
  SubmissionSchema,
  SubmitterOnlyEntrySchema,
  AnonymousEntrySchema,
]);
export type SubmissionEntry = z.infer<typeof SubmissionEntrySchema>;
export const SubmissionListSchema = z.array(SubmissionEntrySchema);

/** GET …/submissions/mine answers the JSON value `null` when the user has not submitted. */
export const MySubmissionSchema = SubmissionSchema.nullable();

export const SubmissionParamsSchema = z.object({
  id: z.uuid({ message: 'Not found' }),
  submissionId: z.uuid({ message: 'Not found' }),
});
