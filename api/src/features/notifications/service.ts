import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationPayload,
  type ServerEventPayload,
} from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { PushOutbox } from '../push/push-outbox.ts';
import { createCommentDigests } from './comment-digest.ts';
import type { MailOutbox } from './mail-outbox.ts';
import { toView } from './notification-view.ts';
import * as q from './queries.ts';
import { dueReminders } from './reminder-rules.ts';
import { readUnsubscribeToken, type UnsubscribeLink, unsubscribeTokenValid } from './unsubscribe-token.ts';

type Deps = {
  db: Database;
  clock: Clock;
  /**
   * Pushes a stored notification to the player's open tabs (after the insert committed);
   * `exceptRoomId`: not to the tabs in that room, whose batch carried it already.
   */
  deliver: (userId: string, notification: Notification, exceptRoomId?: string) => void;
  /** Whether `deliver` could reach any tab of the player's (outside that room); true if unknown. */
  reaches?: (userId: string, exceptRoomId?: string) => boolean;
  /** Set when SMTP is configured: every notification's mail is queued with it and sent from there. */
  outbox?: MailOutbox;
  /** Set when push is on: every notification's pushes (one per device) are queued and sent from there. */
  pushOutbox?: Pick<PushOutbox, 'enqueue' | 'sendNow' | 'drain'>;
  onError?: (error: unknown) => void;
};

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
const DAY_MS = 86_400_000;
// Longer than a notice's transaction takes between taking its created_at and committing.
const STORED_SINCE_MARGIN_MS = 30_000;
// Results notices only for sessions that closed lately, so the first run after an upgrade does
// not announce every finished session ever (README).
const RESULTS_CLOSED_WITHIN_MS = 3 * DAY_MS;
const MANUAL_RESULTS_CREATED_WITHIN_MS = 30 * DAY_MS;

export type ResultsNotices = ServerEventPayload<'notices:results'>;

export function createNotifications({
  db,
  clock,
  deliver,
  reaches = () => true,
  outbox,
  pushOutbox,
  onError = () => {},
}: Deps) {
  // Without SMTP or push there is nothing to batch; the bell has every comment anyway.
  const digests = outbox || pushOutbox ? createCommentDigests({ db, clock, outbox, pushOutbox }) : undefined;
  type About = { roomId?: string | null; sessionId?: string | null; payload?: NotificationPayload };

  /**
   * The notification with its queued mail and pushes: call inside a transaction, so all or none
   * stay. Push follows email: the same preferences, and `email: false` (a digest's hour) holds both.
   */
  async function store(
    executor: Database,
    userId: string,
    kind: NotificationKind,
    about: About,
    { email = true }: { email?: boolean } = {},
  ) {
    const now = clock.now();
    const row = await q.insertNotification(executor, {
      userId,
      kind,
      roomId: about.roomId ?? null,
      sessionId: about.sessionId ?? null,
      payload: about.payload ?? {},
      now,
    });
    if (outbox && email) await outbox.enqueue(executor, row, now);
    if (pushOutbox && email) await pushOutbox.enqueue(executor, { notificationId: row.id, userId, kind, now });
    return row;
  }

  // Whether push() hands a notice to the mail outbox, to the push outbox, or to either (besides
  // the tabs deliver reaches): one rule for push() and for the results batch that skips it.
  const mailsOut = (mail: boolean) => outbox !== undefined && mail;
  const pushesOut = (mail: boolean, devices: boolean) => pushOutbox !== undefined && mail && devices;
  const sendsOut = (mail: boolean, devices: boolean) => mailsOut(mail) || pushesOut(mail, devices);
  // What a statement that stores notices also queues: their mail and pushes, when those are on.
  const queues = { mail: outbox !== undefined, push: pushOutbox !== undefined };

  /**
   * `devices: false`: no push was queued for it (the player has no device), so none is sent.
   * `exceptRoomId`: the room's batch carried it to the player's sockets in that room.
   */
  async function push(
    userId: string,
    view: Notification,
    {
      email: mail = true,
      devices = true,
      exceptRoomId,
    }: { email?: boolean; devices?: boolean; exceptRoomId?: string } = {},
  ): Promise<Notification> {
    try {
      deliver(userId, view, exceptRoomId);
    } catch (error) {
      // Stored already: the bell shows it at the next load even if the push failed.
      onError(error);
    }
    // Its mail goes now when the server answers; if not, the outbox tries again later (awaited so
    // a pass ends once its mail is handed over). A refusal never fails the notification.
    if (mailsOut(mail)) await outbox?.sendNow(view.id).catch(onError);
    if (pushesOut(mail, devices)) await pushOutbox?.sendNow(view.id).catch(onError);
    return view;
  }

  /**
   * Stores a notification and pushes it live; other features call this (app.notifications).
   * `email: false` keeps it to the bell (comment digests mail at most once an hour).
   */
  async function notify(
    userId: string,
    kind: NotificationKind,
    about: About = {},
    options: { email?: boolean } = {},
  ): Promise<Notification> {
    const row = await db.transaction().execute((trx) => store(trx, userId, kind, about, options));
    return push(userId, toView(row), options);
  }

  /**
   * One scheduler pass: every reminder now due is claimed, and only the claimant sends it. Safe
   * with several processes and across restarts (the stored notice is the claim, and outlives the process).
   * Answers how many notifications this call sent. With `sessionIds`, only those sessions' reminders,
   * as they just moved or opened (a move to results stores its notices itself: storeResultsNotices).
   */
  async function runReminders(now: Date, sessionIds?: readonly string[]): Promise<number> {
    if (sessionIds?.length === 0) return 0;
    const candidates = await q.listReminderCandidates(db, now, sessionIds);
    const reminders: q.ReminderToStore[] = candidates.flatMap((c) =>
      dueReminders(
        {
          status: c.status,
          submissionsDeadline: c.submissions_deadline && new Date(c.submissions_deadline),
          votingDeadline: c.voting_deadline && new Date(c.voting_deadline),
          submitted: Boolean(c.submitted),
          voted: Boolean(c.voted),
          timeZone: c.time_zone,
        },
        now,
      ).map((reminder) => ({
        kind: reminder.kind,
        sessionId: c.session_id,
        userId: c.user_id,
        deadline: reminder.deadline,
        roomId: c.room_id,
        payload: {
          roomName: c.room_name,
          sessionNumber: c.session_number,
          theme: c.theme,
          ...(reminder.phase ? { phase: reminder.phase, deadline: reminder.deadline.toISOString() } : {}),
        },
      })),
    );
    const options = { now: clock.now(), ...queues };
    // Each notice is its own claim, all stored in one statement: a crash leaves none, so the next
    // pass (here or in another process) sends them; a racing claimant waits, then skips.
    const rows = await q.claimAndStoreReminders(db, reminders, options);
    // The pass also announces the recent results nobody announced yet (a process that died
    // between a move and its notice): claimed and stored once per session, for every member.
    const results = sessionIds
      ? []
      : await q.claimAndStoreResultsNotices(
          db,
          {
            closedSince: new Date(now.getTime() - RESULTS_CLOSED_WITHIN_MS),
            createdSince: new Date(now.getTime() - MANUAL_RESULTS_CREATED_WITHIN_MS),
          },
          options,
        );
    for (const row of rows) await push(row.user_id, toView(row), { devices: row.has_push });
    // No room's batch carried these: every tab of each member is told.
    const told = resultsNotices(results, { exceptRoom: false });
    await told.send();
    return rows.length + told.count;
  }

  /**
   * The results notice of these sessions (those in results), claimed and stored once per session
   * with every member's queued mail and pushes in one prepared statement that also finds the
   * members. Answers each session's notices as its room's batch carries them, and what sends them
   * once the batch is out: live to the players' sockets outside the room (those in it had the
   * batch), then the mail and pushes.
   */
  async function storeResultsNotices(sessionIds: readonly string[]) {
    const rows = await q.claimAndStoreResultsNotices(db, { sessionIds }, { now: clock.now(), ...queues });
    return resultsNotices(rows);
  }

  /**
   * The same notices claimed and stored by a move's own statement (q.resultsNoticesOfMoved): the
   * SQL the move adds, and what reads the stored notices from its answer as storeResultsNotices
   * answers them.
   */
  function resultsNoticesInMove(now: Date) {
    return {
      claim: q.resultsNoticesOfMoved(now, queues),
      // Dates arrive as JSON strings; toView reads both.
      stored: (rows: unknown) => resultsNotices(rows as q.ResultsNoticeRow[]),
    };
  }

  /**
   * Each session's results notice as its room's batch carries it, and what sends it to each member
   * (`exceptRoom`: not to the sockets in the session's room, which had the batch). Every member's
   * notice is the session's: its id is the session's id.
   */
  function resultsNotices(rows: readonly q.ResultsNoticeRow[], { exceptRoom = true } = {}) {
    const told = rows.map((row) => {
      // Every member's is the same notice, the session's.
      const view = toView({
        id: row.session_id,
        kind: 'results_ready',
        room_id: row.room_id,
        session_id: row.session_id,
        payload: { roomName: row.room_name, sessionNumber: row.session_number, theme: row.theme },
        created_at: new Date(row.created_at),
        read_at: null,
      });
      const notice: ResultsNotices = {
        roomId: row.room_id,
        sessionId: row.session_id,
        kind: 'results_ready',
        payload: view.payload,
        createdAt: view.createdAt,
        ids: Object.fromEntries(row.members.map((userId) => [userId, row.session_id])),
      };
      return { row, view, notice, pushed: new Set(row.pushed) };
    });
    return {
      notices: told.map((t) => t.notice),
      count: told.reduce((sum, t) => sum + t.row.members.length, 0),
      async send(): Promise<void> {
        for (const { row, view, pushed } of told) {
          const exceptRoomId = exceptRoom ? row.room_id : undefined;
          for (const userId of row.members) {
            const devices = pushed.has(userId);
            // Nothing to mail or push and no tab outside the room: nothing to do for this member.
            if (!sendsOut(true, devices) && !reaches(userId, exceptRoomId)) continue;
            await push(userId, view, { devices, exceptRoomId });
          }
        }
      },
    };
  }

  /**
   * The notices owed for sessions that just moved to a phase other than results (or opened): a
   * reminder pass of their own. Results notices ride in the move's batch (storeResultsNotices).
   * Answers how many notifications this call sent.
   */
  async function noticeMoves(now: Date, sessions: ReadonlyArray<{ id: string; status: string }>): Promise<number> {
    const ids = sessions.filter((s) => s.status !== 'results').map((s) => s.id);
    return ids.length > 0 ? runReminders(now, ids) : 0;
  }

  /**
   * One notice per player, stored in the caller's transaction with their queued mail and pushes,
   * so they commit with what the caller claimed (a season's finale) or not at all. Answers what
   * sends them once committed; if the process dies first, the bell has them already and each
   * scheduler pass's drain sends the queued mail and pushes.
   */
  async function storeFor(
    trx: Database,
    userIds: readonly string[],
    kind: NotificationKind,
    about: About,
  ): Promise<() => Promise<void>> {
    const rows: Awaited<ReturnType<typeof store>>[] = [];
    for (const userId of userIds) rows.push(await store(trx, userId, kind, about));
    return async () => {
      for (const row of rows) await push(row.user_id, toView(row));
    };
  }

  return {
    notify,
    storeFor,
    runReminders,
    noticeMoves,
    storeResultsNotices,
    resultsNoticesInMove,
    /** Retries the mail the SMTP server refused earlier (each scheduler pass); answers how many went. */
    retryMail: async (): Promise<number> => (outbox ? outbox.drain() : 0),
    /** Retries the pushes a push service refused earlier (each scheduler pass); answers how many went. */
    retryPush: async (): Promise<number> => (pushOutbox ? pushOutbox.drain() : 0),
    /**
     * A comment on the player's video: its bell notice (never mailed alone), then the digest
     * mail if none went within the hour (comment-digest.ts).
     */
    async notifyComment(userId: string, about: About): Promise<void> {
      await notify(userId, 'video_comment', about, { email: false });
      await digests?.sendFor(userId).catch(onError);
    },
    /** The digests whose hour is up (each scheduler pass); answers how many were mailed. */
    sendDueDigests: async (): Promise<number> => (digests ? digests.sendDue() : 0),

    async list(userId: string): Promise<NotificationList> {
      // Taken before the reads: whatever they miss was stored at or after it (less commit order).
      const asOf = clock.now().toISOString();
      const [rows, unreadCount] = await Promise.all([q.listNotifications(db, userId), q.countUnread(db, userId)]);
      return { notifications: rows.map(toView), unreadCount, asOf };
    },

    /**
     * What a list read at `asOf` may have missed: the player's notices stored since then, less
     * a margin, since created_at is taken before a notice's transaction commits (and processes'
     * clocks differ a little). Re-sending a few the list already has is harmless: the page
     * skips ids it holds.
     */
    async storedSince(userId: string, asOf: Date): Promise<Notification[]> {
      const since = new Date(asOf.getTime() - STORED_SINCE_MARGIN_MS);
      return (await q.listNotificationsSince(db, userId, since)).map(toView);
    },

    async markRead(userId: string, id: string): Promise<void> {
      if (!(await q.markRead(db, userId, id, clock.now()))) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    },

    async markAllRead(userId: string): Promise<void> {
      await q.markAllRead(db, userId, clock.now());
    },

    /** Email on/off per kind; kinds never set are on. */
    async emailPreferences(userId: string): Promise<Array<{ kind: NotificationKind; email: boolean }>> {
      const stored = new Map((await q.listEmailPreferences(db, userId)).map((p) => [p.kind, p.email]));
      return NOTIFICATION_KINDS.map((kind) => ({ kind, email: stored.get(kind) ?? true }));
    },

    setEmailPreferences: (userId: string, prefs: ReadonlyArray<{ kind: NotificationKind; email: boolean }>) =>
      q.setEmailPreferences(db, userId, prefs),

    /** The player behind an unsubscribe link and the kind it stops, while its signature is current. */
    async unsubscribeLink(secret: string, token: string): Promise<UnsubscribeLink | null> {
      const link = readUnsubscribeToken(token);
      const key = link && (await q.findUnsubscribeKey(db, link.userId));
      return link && key && unsubscribeTokenValid(secret, key, token) ? link : null;
    },

    /** Every unsubscribe link already mailed stops working; the next mails carry new ones. */
    resetUnsubscribeLinks: async (userId: string): Promise<void> => {
      await q.deleteUnsubscribeKey(db, userId);
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
