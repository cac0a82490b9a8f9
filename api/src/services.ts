import type { FastifyInstance } from 'fastify';
import { createAccountService } from './features/account/service.ts';
import { createConversationService } from './features/conversation/service.ts';
import { createNudgeService } from './features/nudges/service.ts';
import { createProfileService } from './features/profile/service.ts';
import { roomStandingsByUser } from './features/results/room-points.ts';
import { createResultsService } from './features/results/service.ts';
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

/**
 * The one place the app's services are built, each once, and wired to one another; route
 * plugins get the services they use from here and build nothing themselves. Needs the
 * realtime, notifications and nudges plugins registered first (app.roomEvents, app.notifications,
 * app.nudges).
 */
export function buildServices(app: FastifyInstance) {
  const { db, clock, config } = app;
  const logError = (what: string) => (err: unknown) => app.log.error({ err }, what);

  const seasons = createSeasonService({ db, clock, events: app.roomEvents });
  // Sessions, submissions, votes and the scheduler announce through the same events, after commit.
  const sessionEvents = createSessionEvents({
    db,
    events: app.roomEvents,
    // Every phase move (manual, scheduled, a session created open) tells the players at once;
    // the scheduler's pass only catches up what a crash between commit and notice left unsent.
    noticePhases: (sessionIds) => app.notifications.runReminders(clock.now(), sessionIds),
    onError: logError('session event not published'),
    onResults: (roomId, sessionId) => seasons.afterResults(roomId, sessionId),
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
  const lifecycle = createSessionLifecycle({ db, events: sessionEvents });
  const results = createResultsService({
    db,
    clock,
    // A new tag for the room, so the player's next read of results is not a 304 of the old one.
    onPlayerViewChanged: (roomId) => app.roomVersions.bump(roomId).catch(logError('room version not bumped')),
  });
  const sessions = createSessionService({ db, clock, events: sessionEvents, lifecycle });

  const rooms = createRoomService({
    db,
    events: app.roomEvents,
    clock,
    roomStandings: (roomId) => roomStandingsByUser(db, roomId),
    onMadeAdmin: (userId, room) =>
      app.notifications.notify(userId, 'made_admin', { roomId: room.id, payload: { roomName: room.name } }),
  });

  return {
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
      notifySubmitter: (userId, about) => app.notifications.notifyComment(userId, about),
      onError: logError('comment notice not sent'),
    }),
    watch: createWatchService({ db, clock, events: app.roomEvents, results }),
    nudges: createNudgeService({ db, clock, events: app.nudges }),
    profiles: createProfileService({ db, clock, events: app.roomEvents }),
    scheduler: createScheduler({
      db,
      clock,
      lifecycle,
      intervalMs: config.schedulerIntervalMs,
      // Reminders after the phase moves (they see the new phases), then the mail that waits.
      afterRun: async (now) => {
        await app.notifications.runReminders(now);
        await app.notifications.sendDueDigests();
        await app.notifications.retryMail();
      },
      onError: logError('scheduler run failed'),
    }),
  };
}
export type Services = ReturnType<typeof buildServices>;
