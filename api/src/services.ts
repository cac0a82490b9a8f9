import { NotificationNewEventSchema, NudgeReceivedEventSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { createAccountService } from './features/account/service.ts';
import { createLoginSessions } from './features/auth/login-session.ts';
import { createConversationService } from './features/conversation/service.ts';
import { createCalendarService } from './features/notifications/calendar.ts';
import { createMailOutbox } from './features/notifications/mail-outbox.ts';
import { createMailSender } from './features/notifications/mail-sender.ts';
import { createNotifications, type Notifications } from './features/notifications/service.ts';
import { NudgeEvents } from './features/nudges/nudge-events.ts';
import { createNudgeService } from './features/nudges/service.ts';
import { createProfileService } from './features/profile/service.ts';
import { createPushService } from './features/push/service.ts';
import { buildPush, type Push } from './features/push/setup.ts';
import { mayReach, roomChannel, userChannel } from './features/realtime/channels.ts';
import { roomStandingsByUser } from './features/results/room-points.ts';
import { createResultsService } from './features/results/service.ts';
import { createRoomStateService } from './features/room-states/service.ts';
import { createRoomService } from './features/rooms/service.ts';
import { createScheduler } from './features/scheduler/scheduler.ts';
import { createSeasonService } from './features/seasons/service.ts';
import { createSuggestionService } from './features/seasons/suggestions.ts';
import { createSessionLifecycle } from './features/sessions/lifecycle.ts';
import { createSessionService } from './features/sessions/service.ts';
import { createSessionEvents } from './features/sessions/session-events.ts';
import { createSubmissionService } from './features/submissions/service.ts';
import { createVideoMetadataLookup } from './features/submissions/video-metadata.ts';
import { createVoteService } from './features/votes/service.ts';
import { createWatchService } from './features/watch/service.ts';
import { ConflictError } from './lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How any feature tells a player something (README.md); tests call it directly. */
    notifications: Notifications;
    /** Set when push is on (VAPID keys, or development's kept pair); tests read its public key. */
    push: Push | undefined;
    /** `app.nudges.on('nudged', listener)`: every committed nudge (README.md). */
    nudges: NudgeEvents;
  }
}

/**
 * notify(userId, kind, { roomId, sessionId, payload }): stored, then pushed as 'notification:new'
 * to that user's sockets (through the Redis adapter, so a tab connected to another process hears
 * it too), and mailed through the outbox when the server has SMTP. A results notice rides in its
 * room's batch instead, so only the player's sockets outside the room get it as 'notification:new'.
 */
async function buildNotifications(
  app: FastifyInstance,
  push: Push | undefined,
  logError: (what: string) => (err: unknown) => void,
) {
  const { db, clock, config } = app;
  const sender = config.mail
    ? await createMailSender({
        db,
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        publicUrl: config.publicUrl,
        secret: config.sessionSecret,
      })
    : undefined;
  if (sender) app.addHook('onClose', async () => sender.close());
  const outbox = sender
    ? createMailOutbox({
        db,
        clock,
        send: (userId, n, messageId, digest) => sender.send(userId, n, messageId, digest),
        onError: (err) => app.log.warn({ err }, 'mail refused; the outbox tries again later'),
      })
    : undefined;
  const reaches = (userId: string, exceptRoomId?: string) =>
    mayReach(app.io, app.redis !== undefined, userChannel(userId), exceptRoomId && roomChannel(exceptRoomId));
  return createNotifications({
    db,
    clock,
    // Redis carries the exception too: a socket in that room, in any process, is skipped.
    deliver: (userId, notification, exceptRoomId) => {
      if (!reaches(userId, exceptRoomId)) return;
      const except = exceptRoomId ? roomChannel(exceptRoomId) : undefined;
      const to = app.io.to(userChannel(userId));
      (except ? to.except(except) : to).emit('notification:new', NotificationNewEventSchema.parse(notification));
    },
    reaches,
    ...(outbox ? { outbox } : {}),
    // Every notification that is mailed is pushed to the player's devices too (docs/rules.md §7).
    ...(push ? { pushOutbox: push.outbox } : {}),
    onError: logError('notification not pushed or mailed'),
  });
}

/**
 * The one place the app's services are built, each once, and wired to one another; route
 * plugins get the services they use from here and build nothing themselves. Built before the
 * plugins: what they decorate (app.io, app.roomVersions) is read only when a service runs.
 */
export async function buildServices(app: FastifyInstance, sources: { drawInviteCode?: () => string } = {}) {
  const { db, clock, config } = app;
  const logError = (what: string) => (err: unknown) => app.log.error({ err }, what);

  const push = await buildPush(app);
  const notifications = await buildNotifications(app, push, logError);
  // Every nudge goes live to the nudged player's own tabs as 'nudge:received' (the toast), and
  // into their notifications as kind 'nudged' (the bell, and email when they want it).
  const nudgeEvents = new NudgeEvents(logError('nudge not pushed or not stored'));
  nudgeEvents.on('nudged', async (nudge) => {
    app.io.to(userChannel(nudge.userId)).emit('nudge:received', NudgeReceivedEventSchema.parse(nudge));
    await notifications.notify(nudge.userId, 'nudged', {
      roomId: nudge.roomId,
      sessionId: nudge.sessionId,
      payload: {
        roomName: nudge.roomName,
        sessionNumber: nudge.sessionNumber,
        theme: nudge.theme,
        phase: nudge.phase,
        byName: nudge.byName,
      },
    });
  });

  const seasons = createSeasonService({
    db,
    clock,
    events: app.roomEvents,
    finaleNotices: (trx, userIds, about) => notifications.storeFor(trx, userIds, 'season_finished', about),
  });
  // Sessions, submissions, votes and the scheduler announce through the same events, after commit.
  const sessionEvents = createSessionEvents({
    db,
    events: app.roomEvents,
    // Every phase move (manual, scheduled, a session created open) tells the players at once;
    // the scheduler's pass only catches up what a crash between commit and notice left unsent.
    noticePhases: (sessions) => notifications.noticeMoves(clock.now(), sessions),
    storeResultsNotices: (sessionIds) => notifications.storeResultsNotices(sessionIds),
    onError: logError('session event not published'),
    onResults: (roomId, sessionId, known) => seasons.afterResults(roomId, sessionId, known),
    onCreated: (roomId, seasonId) => seasons.afterCreated(roomId, seasonId),
    // Close early: the same conditional move as an admin's advance, so it happens once even
    // when two processes see the last ballot (the other's move answers 409, ignored).
    onEveryoneIn: async (roomId, sessionId, phase) => {
      if (!(await seasons.closesEarly(roomId))) return;
      const action = phase === 'submissions' ? 'endSubmissions' : 'endVoting';
      await lifecycle.advance(sessionId, action, clock.now(), null).catch((error: unknown) => {
        if (!(error instanceof ConflictError)) throw error;
      });
    },
  });
  const lifecycle = createSessionLifecycle({
    db,
    events: sessionEvents,
    resultsNotices: (now) => notifications.resultsNoticesInMove(now),
  });
  const results = createResultsService({
    db,
    clock,
    // A new tag for the room, so the player's next read of results is not a 304 of the old one.
    onPlayerViewChanged: (roomId) => app.roomVersions.bump(roomId).catch(logError('room version not bumped')),
  });
  const sessions = createSessionService({ db, clock, events: sessionEvents, lifecycle });
  const watch = createWatchService({ db, clock, events: app.roomEvents, results });

  const rooms = createRoomService({
    db,
    events: app.roomEvents,
    clock,
    drawInviteCode: sources.drawInviteCode,
    roomStandings: (roomId) => roomStandingsByUser(db, roomId),
    onThemeVisibility: (roomId) => sessionEvents.themeVisibilityChanged(roomId),
    onMadeAdmin: (userId, room) =>
      notifications.notify(userId, 'made_admin', { roomId: room.id, payload: { roomName: room.name } }),
    // After the change committed: a failure is logged, never the join's or removal's answer.
    onMembersChanged: async (roomId, left) => {
      await sessionEvents.membersChanged(roomId);
      if (left) await watch.handBackRemote(roomId, left).catch(logError('watch remote not handed back'));
    },
  });

  return {
    loginSessions: createLoginSessions(db, clock),
    rooms,
    account: createAccountService({
      db,
      clock,
      events: app.roomEvents,
      withdraw: rooms.withdrawIn,
      announceRemoved: rooms.announceRemoved,
    }),
    sessions,
    seasons,
    suggestions: createSuggestionService({
      db,
      clock,
      createSession: async (userId, roomId, theme, suggestedBy) =>
        (await sessions.create(userId, roomId, { theme, description: null }, undefined, suggestedBy)).session,
    }),
    submissions: createSubmissionService({
      db,
      clock,
      lookup: createVideoMetadataLookup({
        fetch: app.outboundFetch,
        oembedUrl: config.youtube.oembedUrl,
        apiKey: config.youtube.apiKey,
      }),
      events: sessionEvents,
    }),
    votes: createVoteService({ db, clock, events: sessionEvents }),
    results,
    conversation: createConversationService({
      db,
      clock,
      events: app.roomEvents,
      notifySubmitter: (userId, about) => notifications.notifyComment(userId, about),
      onError: logError('comment notice not sent'),
    }),
    watch,
    nudges: createNudgeService({ db, clock, events: nudgeEvents }),
    nudgeEvents,
    notifications,
    calendar: createCalendarService({ db, publicUrl: config.publicUrl }),
    roomStates: createRoomStateService({ db }),
    profiles: createProfileService({ db, clock, events: app.roomEvents }),
    push,
    pushDevices: createPushService({ db, clock, push }),
    scheduler: createScheduler({
      db,
      clock,
      lifecycle,
      intervalMs: config.schedulerIntervalMs,
      // Reminders after the phase moves (they see the new phases), then the mail and pushes that wait.
      afterRun: async (now) => {
        await notifications.runReminders(now);
        await seasons.announceDueFinales(now);
        await notifications.sendDueDigests();
        await notifications.retryMail();
        await notifications.retryPush();
      },
      onError: logError('scheduler run failed'),
    }),
  };
}
export type Services = Awaited<ReturnType<typeof buildServices>>;
