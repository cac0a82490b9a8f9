import { z } from 'zod';
import { InstantSchema } from '../http/common.ts';
import { ThreadCommentSchema, WatchChatMessageSchema } from '../http/conversation.ts';
import { NotificationPayloadSchema, NotificationSchema } from '../http/notifications.ts';
import type { NudgeReceivedEventSchema } from '../http/nudges.ts';
import { MemberSchema, RoomSchema } from '../http/rooms.ts';
import { SeasonSchema } from '../http/seasons.ts';
import { ParticipantSchema, SessionSchema } from '../http/sessions.ts';
import { WATCH_REACTIONS, type WatchPresenceInputSchema, WatchStateSchema, WatchWatcherSchema } from '../http/watch.ts';

// SOCKET_PATH and SOCKET_ERRORS live in the zod-free constants.ts; re-exported for the API.
export { ROOM_BATCH_EVENT, SOCKET_ERRORS, SOCKET_PATH } from './constants.ts';

/**
 * The handshake `auth` a tab sends on each connect. notificationsAsOf: the asOf of the list it
 * holds; the server then sends again the player's notifications stored since about then.
 * Anything invalid is ignored (the socket connects as if nothing had been sent).
 */
export const SocketAuthSchema = z.object({
  notificationsAsOf: InstantSchema.max(40)
    .refine((s) => !Number.isNaN(Date.parse(s)))
    .optional(),
});
export type SocketAuth = z.infer<typeof SocketAuthSchema>;

// Room-scoped events carry the roomId so one client handler can route them.
const roomScoped = { roomId: z.string() };

export const RoomUpdatedEventSchema = z.object({
  ...roomScoped,
  // What every member sees of a room; the invite code and the admin flag stay out.
  room: RoomSchema.pick({ id: true, name: true, description: true, type: true, votingMode: true, settings: true }),
});
export const RoomDeletedEventSchema = z.object({ ...roomScoped });
/** Sent to the room when an admin removes a member; that member's screens leave the room. */
export const MemberRemovedEventSchema = z.object({ ...roomScoped, userId: z.string() });
export const MembersChangedEventSchema = z.object({ ...roomScoped, members: z.array(MemberSchema) });
export const SessionEventSchema = z.object({ ...roomScoped, session: SessionSchema });
export const SessionDeletedEventSchema = z.object({ ...roomScoped, sessionId: z.string() });
export const ProgressEventSchema = z.object({
  ...roomScoped,
  sessionId: z.string(),
  memberCount: z.number().int(),
  count: z.number().int(),
  participants: z.array(ParticipantSchema),
});
export const ResultsReadyEventSchema = z.object({ ...roomScoped, sessionId: z.string() });
export const LeaderboardChangedEventSchema = z.object({ ...roomScoped });
/**
 * Every member's results notice, in the batch of the move to results, so a socket in the room
 * gets one message for the move: what the notices share and each recipient's own notification
 * id (`ids[userId]`), from which a client builds its own. Sockets of a member that are not in
 * the room get theirs as 'notification:new'.
 */
export const ResultsNoticesEventSchema = z.object({
  ...roomScoped,
  sessionId: z.string(),
  kind: z.literal('results_ready'),
  payload: NotificationPayloadSchema,
  createdAt: InstantSchema,
  ids: z.record(z.string(), z.string()),
});
/**
 * A member changed their display name: sent to every room they are in, so cached
 * members, sessions and results show the new name. Names only the user, never a submission.
 */
export const UserRenamedEventSchema = z.object({ ...roomScoped, userId: z.string(), userName: z.string() });
// Seasons (docs/rules.md §12): the Season itself; a finished one names nobody (no champion).
export const SeasonEventSchema = z.object({ ...roomScoped, season: SeasonSchema });
export const StandingsUpdatedEventSchema = z.object({ ...roomScoped, seasonId: z.string() });
// The watch party: the whole playback state (never a delta), so a missed event heals itself.
export const WatchStateEventSchema = z.object({
  ...roomScoped,
  sessionId: z.string(),
  state: WatchStateSchema,
  hostUserId: z.string().nullable(),
  version: z.number().int(),
  serverNow: z.number(),
});
/** `user` is present in the results phase only: reactions are anonymous while voting. */
export const WatchReactionEventSchema = z.object({
  ...roomScoped,
  sessionId: z.string(),
  id: z.string(),
  emoji: z.enum(WATCH_REACTIONS),
  user: z.object({ userId: z.string(), name: z.string() }).optional(),
});
export const WatchPresenceEventSchema = z.object({
  ...roomScoped,
  sessionId: z.string(),
  watchers: z.array(WatchWatcherSchema),
});
/** A comment in a video's thread was added, edited or removed (removed: body ''). */
export const ThreadCommentEventSchema = ThreadCommentSchema.extend({ ...roomScoped, sessionId: z.string() });
export const WatchChatEventSchema = WatchChatMessageSchema.extend({ ...roomScoped, sessionId: z.string() });

/** Events a room's members hear (fanned out per room). */
export type RoomServerToClientEvents = {
  'room:updated': (e: z.infer<typeof RoomUpdatedEventSchema>) => void;
  'room:deleted': (e: z.infer<typeof RoomDeletedEventSchema>) => void;
  'members:changed': (e: z.infer<typeof MembersChangedEventSchema>) => void;
  'member:removed': (e: z.infer<typeof MemberRemovedEventSchema>) => void;
  'session:created': (e: z.infer<typeof SessionEventSchema>) => void;
  'session:updated': (e: z.infer<typeof SessionEventSchema>) => void;
  'session:deleted': (e: z.infer<typeof SessionDeletedEventSchema>) => void;
  'session:status-changed': (e: z.infer<typeof SessionEventSchema>) => void;
  'submissions:progress': (e: z.infer<typeof ProgressEventSchema>) => void;
  'votes:progress': (e: z.infer<typeof ProgressEventSchema>) => void;
  'results:ready': (e: z.infer<typeof ResultsReadyEventSchema>) => void;
  'leaderboard:changed': (e: z.infer<typeof LeaderboardChangedEventSchema>) => void;
  'notices:results': (e: z.infer<typeof ResultsNoticesEventSchema>) => void;
  'user:renamed': (e: z.infer<typeof UserRenamedEventSchema>) => void;
  'watch:state': (e: z.infer<typeof WatchStateEventSchema>) => void;
  'watch:reaction': (e: z.infer<typeof WatchReactionEventSchema>) => void;
  'watch:presence': (e: z.infer<typeof WatchPresenceEventSchema>) => void;
  'season:updated': (e: z.infer<typeof SeasonEventSchema>) => void;
  'season:finished': (e: z.infer<typeof SeasonEventSchema>) => void;
  'standings:updated': (e: z.infer<typeof StandingsUpdatedEventSchema>) => void;
  'thread:comment': (e: z.infer<typeof ThreadCommentEventSchema>) => void;
  'watch:chat': (e: z.infer<typeof WatchChatEventSchema>) => void;
};

/** Events for one player only, sent to that user's sockets (every tab, every process). */
export const NotificationNewEventSchema = NotificationSchema;
export type UserServerToClientEvents = {
  'notification:new': (e: z.infer<typeof NotificationNewEventSchema>) => void;
  /** An admin nudged this player; the web app shows a toast. */
  'nudge:received': (e: z.infer<typeof NudgeReceivedEventSchema>) => void;
};

/**
 * Sent to every socket after a gap in live delivery between processes (the Redis connection came
 * back): events may have been missed, so every open screen reads its data again.
 */
export type SystemServerToClientEvents = {
  'live:resync': () => void;
};

export type ServerToClientEvents = RoomServerToClientEvents &
  RoomBatchServerToClientEvents &
  UserServerToClientEvents &
  SystemServerToClientEvents;
export type ServerEventName = keyof RoomServerToClientEvents;

/**
 * The schema of every event, by name. The server parses each payload with it before sending,
 * so a field a schema does not list (a video title during submissions, an author during voting)
 * can never reach a socket.
 */
export const ServerEventSchemas = {
  'room:updated': RoomUpdatedEventSchema,
  'room:deleted': RoomDeletedEventSchema,
  'members:changed': MembersChangedEventSchema,
  'member:removed': MemberRemovedEventSchema,
  'session:created': SessionEventSchema,
  'session:updated': SessionEventSchema,
  'session:deleted': SessionDeletedEventSchema,
  'session:status-changed': SessionEventSchema,
  'submissions:progress': ProgressEventSchema,
  'votes:progress': ProgressEventSchema,
  'results:ready': ResultsReadyEventSchema,
  'leaderboard:changed': LeaderboardChangedEventSchema,
  'notices:results': ResultsNoticesEventSchema,
  'user:renamed': UserRenamedEventSchema,
  'watch:state': WatchStateEventSchema,
  'watch:reaction': WatchReactionEventSchema,
  'watch:presence': WatchPresenceEventSchema,
  'season:updated': SeasonEventSchema,
  'season:finished': SeasonEventSchema,
  'standings:updated': StandingsUpdatedEventSchema,
  'thread:comment': ThreadCommentEventSchema,
  'watch:chat': WatchChatEventSchema,
} as const satisfies Record<ServerEventName, z.ZodType>;
export type ServerEventPayload<E extends ServerEventName> = Parameters<RoomServerToClientEvents[E]>[0];

/** One room event inside a batch: its name and the payload that event alone would carry. */
export type RoomEvent = { [E in ServerEventName]: { name: E; payload: ServerEventPayload<E> } }[ServerEventName];

/**
 * Everything one change did to a room, in order, as ONE message per socket (a phase move to
 * results: the status, the results, the leaderboard, the season's standings, the members' notices). A change that is
 * a single event is sent as that event; a client applies a batch as its events one by one.
 * Each payload went through its own schema (ServerEventSchemas) before it was put in.
 */
export type RoomBatchServerToClientEvents = {
  'room:batch': (e: { roomId: string; events: RoomEvent[] }) => void;
};

export const RoomJoinPayloadSchema = z.object({ roomId: z.uuid({ message: 'Not found' }) });
export type Ack<T = null> = (
  answer: { ok: true; data: T } | { ok: false; error: { message: string; code?: string } },
) => void;

export type RoomJoined = { roomId: string; tag: string | null };

export type ClientToServerEvents = {
  /**
   * `tag`: the room's ETag for this member once the socket is in the room (null when the room
   * has no version yet). Answers that carried the same tag are current: every later change
   * reaches the socket as an event, so only data read under another tag needs reading again.
   */
  'room:join': (payload: z.infer<typeof RoomJoinPayloadSchema>, ack: Ack<RoomJoined>) => void;
  'room:leave': (payload: z.infer<typeof RoomJoinPayloadSchema>, ack: Ack<{ roomId: string }>) => void;
  /** A watcher's player reports itself; the server answers the room with `watch:presence`. */
  'watch:presence': (payload: z.input<typeof WatchPresenceInputSchema>, ack: Ack<null>) => void;
  /** Clock sync: the ack carries the server's epoch ms (best of several round trips wins). */
  'clock:ping': (ack: Ack<{ serverTime: number }>) => void;
};
