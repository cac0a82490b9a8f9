import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionLifecycle } from '../sessions/lifecycle.ts';
import { createSessionEvents } from '../sessions/session-events.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

// The scheduler is built with the app (tests call app.scheduler.runDueTransitions directly) but
// only started by server.ts once the process is listening; closing the app stops it.
export const schedulerPlugin = fp(async (app: FastifyInstance) => {
  const events = createSessionEvents({
    db: app.db,
    events: app.roomEvents,
    onError: (err) => app.log.error({ err }, 'session event not published'),
  });
  const scheduler = createScheduler({
    db: app.db,
    clock: app.clock,
    lifecycle: createSessionLifecycle({ db: app.db, events }),
    intervalMs: app.config.schedulerIntervalMs,
    afterRun: (now) => app.notifications.runReminders(now),
    onError: (err) => app.log.error({ err }, 'scheduler run failed'),
  });
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', async () => scheduler.stop());
});
