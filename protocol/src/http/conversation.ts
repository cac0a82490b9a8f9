import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { isBlankName } from '../names.ts';
import { controlCharactersMessage, IdSchema, InstantSchema } from './common.ts';

// The conversation once results are in: a flat thread per video, and the watch party's chat
// (docs/rules.md, 'The reveal and the conversation').

// Line breaks are text in a comment; other control characters are not.
const CONTROL_BUT_LINES = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// Blank also when only invisible characters are left (a zero-width space shows as nothing),
// as every name field counts it (names.ts).
const text = (field: string, max: number, tooLong: string) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .refine((v) => !isBlankName(v), { message: `${field} is required` })
    .max(max, { message: tooLong })
    .refine((v) => !CONTROL_BUT_LINES.test(v), controlCharactersMessage(field));

export const ThreadCommentBodySchema = z.object({
  body: text('Comment', LIMITS.threadComment, `Comments must be at most ${LIMITS.threadComment} characters`),
});
export type ThreadCommentBody = z.infer<typeof ThreadCommentBodySchema>;

export const ThreadCommentSchema = z.object({
  id: z.string(),
  /** which thread it belongs to (the event carries it; the list groups by it) */
  submissionId: z.string(),
  userId: z.string(),
  userName: z.string(),
  userImage: z.string().nullable(),
  /** '' once removed */
  body: z.string(),
  createdAt: InstantSchema,
  editedAt: InstantSchema.nullable(),
  removed: z.boolean(),
});
export type ThreadComment = z.infer<typeof ThreadCommentSchema>;

export const SessionThreadsSchema = z.array(
  z.object({ submissionId: z.string(), comments: z.array(ThreadCommentSchema) }),
);
export type SessionThreads = z.infer<typeof SessionThreadsSchema>;

export const WatchChatBodySchema = z.object({
  body: text('Message', LIMITS.watchChat, `Messages must be at most ${LIMITS.watchChat} characters`).refine(
    (v) => !/[\r\n]/.test(v),
    { message: 'Message must be one line' },
  ),
});
export type WatchChatBody = z.infer<typeof WatchChatBodySchema>;

export const WatchChatMessageSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  body: z.string(),
  createdAt: InstantSchema,
});
export type WatchChatMessage = z.infer<typeof WatchChatMessageSchema>;
export const WatchChatListSchema = z.array(WatchChatMessageSchema);

export const CommentParamsSchema = z.object({ id: IdSchema });
