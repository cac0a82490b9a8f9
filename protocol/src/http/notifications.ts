import { z } from 'zod';
import { InstantSchema } from './common.ts';

/** What a player is told about; the scheduler sends the first four, other features the rest. */
export const NOTIFICATION_KINDS = [
  'session_opened',
  'deadline_24h',
  'deadline_1h',
  'results_ready',
  'nudged',
  'made_admin',
  'video_comment',
  'season_finished',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** What each kind's email is, as the settings and an unsubscribe link's page name it. */
export const EMAIL_KIND_LABELS: Record<NotificationKind, string> = {
  session_opened: 'A session opens',
  deadline_24h: '24 hours before a deadline I have not met',
  deadline_1h: '1 hour before a deadline I have not met',
  results_ready: 'Results are in',
  nudged: 'An admin nudges me',
  made_admin: 'I am made an admin',
  video_comment: 'Someone comments on my video (at most one email an hour)',
  season_finished: 'A season is over',
};

/** Filled at send time so the list never needs another lookup (rooms may be renamed later). */
export const NotificationPayloadSchema = z.object({
  roomName: z.string().optional(),
  sessionNumber: z.number().int().optional(),
  theme: z.string().optional(),
  phase: z.enum(['submissions', 'voting']).optional(),
  deadline: InstantSchema.optional(),
  byName: z.string().optional(),
  /** season_finished: which season is over (its recap is the link); never who won */
  seasonId: z.string().optional(),
  seasonName: z.string().optional(),
});
export type NotificationPayload = z.infer<typeof NotificationPayloadSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  roomId: z.string().nullable(),
  sessionId: z.string().nullable(),
  payload: NotificationPayloadSchema,
  createdAt: InstantSchema,
  readAt: InstantSchema.nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int(),
  /**
   * The server's time just before it read the list. The tab's socket sends it back on every
   * connect (SocketAuthSchema), so what was stored after the read but before the socket joined
   * is sent then instead of being missed.
   */
  asOf: InstantSchema,
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** Email on or off for each kind (the bell always shows everything). */
export const EmailPreferencesSchema = z.object({
  preferences: z.array(z.object({ kind: NotificationKindSchema, email: z.boolean() })),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;
export const UpdateEmailPreferencesSchema = z.object({
  preferences: z
    .array(z.object({ kind: NotificationKindSchema, email: z.boolean({ message: 'email must be true or false' }) }))
    .max(NOTIFICATION_KINDS.length),
});

export const UnsubscribeQuerySchema = z.object({ token: z.string().max(200) });

/** A feed token is 256 random bits in base64url; anything else names no feed (and never reaches SQL). */
export const CalendarFeedQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

/** A member's private calendar feed (its URL carries the member's token). */
export const CalendarLinkSchema = z.object({ url: z.string() });
export type CalendarLink = z.infer<typeof CalendarLinkSchema>;
