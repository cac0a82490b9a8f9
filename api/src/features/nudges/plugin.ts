import { NudgeReceivedEventSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userChannel } from '../realtime/channels.ts';
import { NudgeEvents } from './nudge-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.nudges.on('nudged', listener)`: every committed nudge (README.md). */
    nudges: NudgeEvents;
  }
}

/**
 * Every nudge goes live to the nudged player's own tabs as 'nudge:received' (the toast), and
 * into their notifications as kind 'nudged' (the bell, and email when they want it).
 */
export const nudgesPlugin = fp(
  async (app: FastifyInstance) => {
    const events = new NudgeEvents((err) => app.log.error({ err }, 'nudge not pushed or not stored'));
    app.decorate('nudges', events);
    const off = events.on('nudged', async (nudge) => {
      app.io.to(userChannel(nudge.userId)).emit('nudge:received', NudgeReceivedEventSchema.parse(nudge));
      await app.notifications.notify(nudge.userId, 'nudged', {
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
    app.addHook('onClose', async () => off());
  },
  { name: 'nudges', dependencies: ['realtime', 'notifications'] },
);
