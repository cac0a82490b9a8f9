import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Scheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

// The scheduler is built with the app's services (tests call app.scheduler.runDueTransitions
// directly) but only started by server.ts once the process is listening; closing the app stops it.
export const schedulerPlugin = fp(async (app: FastifyInstance, { scheduler }: { scheduler: Scheduler }) => {
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', async () => scheduler.stop());
});
