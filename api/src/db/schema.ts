import type {
  ActivePhase,
  RoomType,
  SeasonStatus,
  SessionStatus,
  ThemeVisibility,
  TitleSource,
  VoteType,
  VotingMode,
  WatchPhase,
  WatchStatus,
  Weekday,
} from '@clipclub/protocol';
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';

// The Kysely view of migrations/; only queries.ts files use these row types. The enums are
// protocol's, so a value the database accepts is a value the API speaks. schema.test.ts checks
// every table, column, nullability and enum here against a freshly migrated database.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UsersTable = {
  id: Generated<string>;
  subject: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  time_zone: string | null;
  /** The name chosen on /profile; null: the provider's name is shown. */
  display_name: string | null;
  /** Set when the player deleted their account; the row stays, emptied (features/account). */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type LoginSessionsTable = {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
};

export type RoomsTable = {
  id: Generated<string>;
  name: string;
  description: string | null;
  invite_code: string;
  type: RoomType;
  voting_mode: VotingMode;
  start_date: string | null;
  next_session_number: Generated<number>;
  created_by: string | null;
  /** Who issued the current invite code, named on the invite link's preview (migration 080). */
  invite_issued_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The automatic schedule and point rules sessions not yet started follow (migration 013). */
  submission_day: Generated<Weekday>;
  submission_time: Generated<string>;
  voting_day: Generated<Weekday>;
  voting_time: Generated<string>;
  time_zone: Generated<string>;
  points_per_ballot: Generated<number>;
  per_video_cap: Generated<number>;
  /** What a member joining starts with; a change moves every member's count by the difference. */
  downvote_tokens: Generated<number>;
  /** Seasons (migration 030). */
  high_stakes: Generated<boolean>;
  close_early: Generated<boolean>;
  theme_visibility: Generated<ThemeVisibility>;
  created_at: Timestamp;
};

export type SeasonsTable = {
  id: Generated<string>;
  room_id: string;
  number: number;
  name: string;
  rounds: number | null;
  status: Generated<SeasonStatus>;
  started_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  announced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type ThemeSuggestionsTable = {
  id: Generated<string>;
  room_id: string;
  user_id: string;
  theme: string;
  session_id: string | null;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
};

export type SuggestionUpvotesTable = {
  suggestion_id: string;
  user_id: string;
  created_at: Timestamp;
};

export type RoomMembersTable = {
  id: Generated<string>;
  room_id: string;
  user_id: string;
  is_admin: Generated<boolean>;
  token_count: Generated<number>;
  joined_at: Timestamp;
};

export type SessionsTable = {
  id: Generated<string>;
  room_id: string;
  session_number: number;
  theme: string;
  description: string | null;
  status: SessionStatus;
  submissions_deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  voting_deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  playlist_id: string | null;
  members_at_results: number | null;
  /** Set once the session has started and the room's mode changed; null follows the room. */
  voting_mode: Generated<VotingMode | null>;
  /** Likewise for the points rules (migration 013); null follows the room. */
  points_per_ballot: Generated<number | null>;
  per_video_cap: Generated<number | null>;
  /** Filled by the database on insert: the room's running season (migration 030). */
  season_id: Generated<string>;
  suggested_by: string | null;
  /** Likewise null follows the room's high stakes setting. */
  high_stakes: Generated<boolean | null>;
  /** When the results notice was stored (results_notices): the claim (migration 150); null: not yet. */
  results_noticed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
};

export type SubmissionsTable = {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  youtube_url: string;
  video_id: string;
  title: string;
  /** lookup: YouTube's; fallback: `YouTube video <id>`, the lookup found none; typed: the player's */
  title_source: Generated<TitleSource>;
  thumbnail: string;
  duration_seconds: number | null;
  commentary: string | null;
  seq: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type BallotsTable = {
  id: Generated<string>;
  session_id: string;
  voter_id: string;
  downvote_submission_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type VotesTable = {
  id: Generated<string>;
  ballot_id: string;
  session_id: string;
  voter_id: string;
  submission_id: string;
  vote_type: VoteType;
  rank_position: number | null;
  is_downvote: Generated<boolean>;
  points_allocated: Generated<number>;
  badge: Generated<string>;
  created_at: Timestamp;
};

export type VoteCommentsTable = {
  ballot_id: string;
  session_id: string;
  submission_id: string;
  on_downvote: Generated<boolean>;
  body: string;
  created_at: Timestamp;
};

export type NotificationsTable = {
  id: Generated<string>;
  user_id: string;
  kind: string;
  room_id: string | null;
  session_id: string | null;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /**
   * Set on a claimed notice (reminders, results): with its session, player and kind, the unique
   * key that makes it go out once (notifications/README.md, "Exactly once"); null otherwise.
   */
  claim_deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /**
   * room_id of a notice about no session, the key room deletion cascades through (migration
   * 120: a session's notice goes with its session); computed by the database, never written.
   */
  room_wide_id: ColumnType<string | null, never, never>;
};

export type NotificationPreferencesTable = {
  user_id: string;
  kind: string;
  email: boolean;
};

/**
 * Every member's results notice of a session, stored once (migration 160): who was a member when
 * results came. Read per player through `member_notifications`.
 */
export type ResultsNoticesTable = {
  session_id: string;
  members: string[];
};

/** When a player read a session's results notice (whose id is the session's). */
export type NoticeReadsTable = {
  user_id: string;
  session_id: string;
  read_at: ColumnType<Date, Date | string, Date | string>;
};

/**
 * A player's notices as the bell, the mail and the export read them (a view, migration 160): those
 * stored per player (`notifications`) and their sessions' results notices (`results_notices`, id:
 * the session's).
 */
export type MemberNotificationsView = {
  id: string;
  user_id: string;
  kind: string;
  room_id: string | null;
  session_id: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
};

export type MailOutboxTable = {
  id: Generated<string>;
  /** A notice stored for its player; null for a results notice, which is its session's. */
  notification_id: string | null;
  /** A results notice's session (migration 160); null for a notice stored for its player. */
  session_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The player it goes to. */
  user_id: string;
  created_at: Timestamp;
  next_attempt_at: Timestamp;
  attempts: Generated<number>;
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  given_up_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** A comment digest's lines, as queued (notifications/comment-digest.ts); null for other mail. */
  digest: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
};

export type UnsubscribeKeysTable = {
  user_id: string;
  key: string;
  created_at: Timestamp;
};

/** A player's device that takes Web Push (features/push). */
export type PushSubscriptionsTable = {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
  /** The sign-in (login_sessions.id_hash) that turned push on here; signing out there deletes it. */
  login_session: string | null;
};

/** A push waiting for one device: the mail outbox's columns, plus which device. */
export type PushOutboxTable = MailOutboxTable & { subscription_id: string };

export type CalendarFeedsTable = {
  room_id: string;
  user_id: string;
  token: string;
  created_at: Timestamp;
};

export type WatchStatesTable = {
  session_id: string;
  phase: WatchPhase;
  queue_index: Generated<number>;
  status: Generated<WatchStatus>;
  position_sec: Generated<number>;
  rate: Generated<number>;
  host_user_id: string | null;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** The first answer to a create, per user and Idempotency-Key (features/idempotency). */
export type IdempotencyKeysTable = {
  user_id: string;
  key: string;
  scope: string;
  fingerprint: string;
  resource_id: string;
  status_code: number;
  created_at: Timestamp;
};

/** The last nudge per member per session phase (features/nudges). */
export type NudgesTable = {
  session_id: string;
  user_id: string;
  phase: ActivePhase;
  by_user_id: string | null;
  nudged_at: ColumnType<Date, Date | string, Date | string>;
};

/** A player has seen a session's reveal (features/results). */
export type RevealViewsTable = {
  session_id: string;
  user_id: string;
  seen_at: Timestamp;
};

/** A comment in a video's thread once results are in (features/threads). */
export type VideoCommentsTable = {
  id: Generated<string>;
  session_id: string;
  submission_id: string;
  user_id: string;
  body: string;
  created_at: Timestamp;
  edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  removed: Generated<boolean>;
  seq: Generated<number>;
};

/** The watch party's chat, kept with the session (features/watch). */
export type WatchChatMessagesTable = {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  body: string;
  created_at: Timestamp;
  seq: Generated<number>;
};

/** When a player was last emailed a digest of new comments (features/threads). */
export type CommentDigestsTable = {
  user_id: string;
  last_sent_at: ColumnType<Date, Date | string, Date | string>;
  /** The last comment (video_comments.seq) a digest listed. */
  last_seq: Generated<number>;
};

/** A player removed from a room by an admin, until they join again (features/rooms). */
export type RoomRemovalsTable = {
  room_id: string;
  user_id: string;
  removed_at: Timestamp;
};

export type DB = {
  users: UsersTable;
  login_sessions: LoginSessionsTable;
  rooms: RoomsTable;
  room_members: RoomMembersTable;
  sessions: SessionsTable;
  submissions: SubmissionsTable;
  ballots: BallotsTable;
  votes: VotesTable;
  vote_comments: VoteCommentsTable;
  notifications: NotificationsTable;
  results_notices: ResultsNoticesTable;
  notice_reads: NoticeReadsTable;
  member_notifications: MemberNotificationsView;
  notification_preferences: NotificationPreferencesTable;
  calendar_feeds: CalendarFeedsTable;
  unsubscribe_keys: UnsubscribeKeysTable;
  mail_outbox: MailOutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  watch_states: WatchStatesTable;
  idempotency_keys: IdempotencyKeysTable;
  nudges: NudgesTable;
  seasons: SeasonsTable;
  theme_suggestions: ThemeSuggestionsTable;
  suggestion_upvotes: SuggestionUpvotesTable;
  reveal_views: RevealViewsTable;
  video_comments: VideoCommentsTable;
  watch_chat_messages: WatchChatMessagesTable;
  comment_digests: CommentDigestsTable;
  room_removals: RoomRemovalsTable;
};

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

/**
 * What every query function takes first: the database, or a transaction (a Kysely too), so a
 * service can run several queries in one transaction.
 */
export type Executor = Kysely<DB>;
