import type { AccountData } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import * as q from './queries.ts';

/**
 * Everything a player owns, in ONE list: which columns hold their id, what the download shows of
 * it, and what deleting the account does to it. A feature that stores something new about a
 * player adds its part here; account.test.ts fails while a column referring to users is missing.
 *
 * Deletion (docs/rules.md "A player's data"): sign-in, profile, memberships, preferences and
 * calendar links go at once; submissions and ballots in finished sessions stay, credited to
 * 'Former player'; open ones are withdrawn as when a member is removed. Parts are erased in this
 * order, in one transaction, after the sole-admin check (service.ts).
 */
export type PlayerPart = {
  /** `table.column`s holding the player's id. */
  owns: readonly string[];
  /** Its section of the download; absent: nothing the player would read (sign-in, bookkeeping). */
  read?: (db: Database, userId: string) => Promise<Partial<Omit<AccountData, 'exportedAt'>>>;
  erase: (trx: Database, userId: string, context: EraseContext) => Promise<unknown>;
};

export type EraseContext = {
  /** The rooms the player leaves (others are still in them). */
  rooms: readonly string[];
  /** Takes a member out of a room as removing a member does (the rooms feature's rule). */
  withdraw: (trx: Database, roomId: string, userId: string) => Promise<unknown>;
};

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));
const nothing = async () => {};

export const PLAYER_DATA: readonly PlayerPart[] = [
  {
    owns: ['login_sessions.user_id'],
    erase: (trx, userId) => q.deleteWhereUser(trx, 'login_sessions', userId),
  },
  {
    // Every room they are in: open submissions and ballots withdrawn, finished ones kept.
    owns: ['room_members.user_id'],
    read: async (db, userId) => ({
      memberships: (await q.listMemberships(db, userId)).map((m) => ({
        roomId: m.room_id,
        roomName: m.room_name,
        isAdmin: m.is_admin,
        downvoteTokens: m.token_count,
        joinedAt: iso(m.joined_at),
      })),
    }),
    erase: async (trx, userId, { rooms, withdraw }) => {
      for (const roomId of rooms) await withdraw(trx, roomId, userId);
    },
  },
  {
    // What is left after the memberships went: finished sessions' (and voting ones') entries.
    owns: ['submissions.user_id'],
    read: async (db, userId) => ({
      submissions: (await q.listSubmissions(db, userId)).map((s) => ({
        id: s.id,
        roomId: s.room_id,
        sessionId: s.session_id,
        sessionTheme: s.theme,
        youtubeUrl: s.youtube_url,
        title: s.title,
        commentary: s.commentary,
        createdAt: iso(s.created_at),
      })),
    }),
    erase: nothing,
  },
  {
    // Ballots with their votes and comments; finished sessions' stay so results never change.
    owns: ['ballots.voter_id', 'votes.voter_id'],
    read: async (db, userId) => {
      const [ballots, votes, comments] = await Promise.all([
        q.listBallots(db, userId),
        q.listVotes(db, userId),
        q.listComments(db, userId),
      ]);
      return {
        ballots: ballots.map((b) => ({
          id: b.id,
          roomId: b.room_id,
          sessionId: b.session_id,
          sessionTheme: b.theme,
          createdAt: iso(b.created_at),
          votes: votes
            .filter((v) => v.ballot_id === b.id)
            .map((v) => ({
              submissionId: v.submission_id,
              voteType: v.vote_type,
              rankPosition: v.rank_position,
              isDownvote: v.is_downvote,
              points: v.points_allocated,
            })),
          comments: comments
            .filter((c) => c.ballot_id === b.id)
            .map((c) => ({ submissionId: c.submission_id, body: c.body, createdAt: iso(c.created_at) })),
        })),
      };
    },
    erase: nothing,
  },
  {
    // A results notice is its session's (migration 160): the player's reads of them are theirs,
    // and every queued mail and push names its player.
    owns: ['notifications.user_id', 'notice_reads.user_id', 'mail_outbox.user_id', 'push_outbox.user_id'],
    read: async (db, userId) => ({
      notifications: (await q.listNotifications(db, userId)).map((n) => ({
        id: n.id,
        kind: n.kind,
        roomId: n.room_id,
        sessionId: n.session_id,
        payload: n.payload,
        createdAt: iso(n.created_at),
        readAt: isoOrNull(n.read_at),
      })),
    }),
    erase: async (trx, userId) => {
      await q.deleteWhereUser(trx, 'mail_outbox', userId);
      await q.deleteWhereUser(trx, 'push_outbox', userId);
      await q.deleteWhereUser(trx, 'notifications', userId);
      await q.deleteWhereUser(trx, 'notice_reads', userId);
    },
  },
  {
    // Preferences: email per kind (push follows it), calendar links, the devices push goes to.
    // The unsubscribe key is a credential, not data about the player: erased, never downloaded.
    owns: [
      'notification_preferences.user_id',
      'calendar_feeds.user_id',
      'unsubscribe_keys.user_id',
      'push_subscriptions.user_id',
    ],
    read: async (db, userId) => {
      const [email, calendar, devices] = await Promise.all([
        q.listEmailPreferences(db, userId),
        q.listCalendarLinks(db, userId),
        q.listPushSubscriptions(db, userId),
      ]);
      return {
        preferences: {
          email: email.map((p) => ({ kind: p.kind, email: p.email })),
          calendarLinks: calendar.map((c) => ({ roomId: c.room_id, createdAt: iso(c.created_at) })),
          pushSubscriptions: devices.map((d) => ({ endpoint: d.endpoint, createdAt: iso(d.created_at) })),
        },
      };
    },
    erase: async (trx, userId) => {
      await q.deleteWhereUser(trx, 'notification_preferences', userId);
      await q.deleteWhereUser(trx, 'calendar_feeds', userId);
      await q.deleteWhereUser(trx, 'unsubscribe_keys', userId);
      await q.deleteWhereUser(trx, 'push_subscriptions', userId);
    },
  },
  {
    // Their words after results and in the watch party stay with the session, as ballots'
    // comments do, credited to 'Former player' (docs/rules.md "A player's data").
    owns: ['video_comments.user_id', 'watch_chat_messages.user_id'],
    read: async (db, userId) => {
      const [comments, chat] = await Promise.all([q.listThreadComments(db, userId), q.listChatMessages(db, userId)]);
      return {
        threadComments: comments.map((c) => ({
          sessionId: c.session_id,
          submissionId: c.submission_id,
          body: c.body,
          removed: c.removed,
          createdAt: iso(c.created_at),
        })),
        chatMessages: chat.map((m) => ({ sessionId: m.session_id, body: m.body, createdAt: iso(m.created_at) })),
      };
    },
    erase: nothing,
  },
  {
    // Theme suggestions: open ones and every upvote go; a used one stays credited to the session.
    owns: ['theme_suggestions.user_id', 'suggestion_upvotes.user_id', 'sessions.suggested_by'],
    read: async (db, userId) => ({
      themeSuggestions: (await q.listSuggestions(db, userId)).map((s) => ({
        roomId: s.room_id,
        theme: s.theme,
        sessionId: s.session_id,
        createdAt: iso(s.created_at),
      })),
    }),
    erase: async (trx, userId) => {
      await q.deleteWhereUser(trx, 'suggestion_upvotes', userId);
      await q.deleteOpenSuggestions(trx, userId);
    },
  },
  {
    // Bookkeeping: answers kept for retried creates, nudges to and from the player, the watch
    // party's remote, the room's creator and invite issuer, reveals seen, the comment mail's
    // last hour, the rooms that removed the player (so they were told; nothing to tell now).
    owns: [
      'idempotency_keys.user_id',
      'nudges.user_id',
      'nudges.by_user_id',
      'watch_states.host_user_id',
      'rooms.created_by',
      'rooms.invite_issued_by',
      'reveal_views.user_id',
      'comment_digests.user_id',
      'room_removals.user_id',
    ],
    erase: async (trx, userId) => {
      await q.deleteWhereUser(trx, 'idempotency_keys', userId);
      await q.deleteWhereUser(trx, 'nudges', userId);
      await q.forgetNudger(trx, userId);
      await q.forgetWatchHost(trx, userId);
      await q.forgetRoomCreator(trx, userId);
      await q.forgetInviteIssuer(trx, userId);
      await q.deleteWhereUser(trx, 'room_removals', userId);
      await q.deleteWhereUser(trx, 'reveal_views', userId);
      await q.deleteWhereUser(trx, 'comment_digests', userId);
    },
  },
];
