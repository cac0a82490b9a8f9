import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPushOutbox, type PushOutbox } from './push-outbox.ts';
import { createPushSender } from './push-sender.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when push is on (VAPID keys, or development's kept pair); the notifications queue into it. */
    push: { publicKey: string; loopbackHttp: boolean; outbox: PushOutbox } | undefined;
  }
}

/**
 * Web Push (docs/rules.md §7 "Push"). Production without VAPID keys runs without it: the push
 * routes answer 404 and notifications go to the bell and email as before.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.push;
    if (!settings) {
      app.decorate('push', undefined);
      return;
    }
    const keys = await resolveVapidKeys(settings.keys, app.config.dataDir);
    const outbox = createPushOutbox({
      db: app.db,
      clock: app.clock,
      send: createPushSender({ keys, subject: settings.subject }),
      onError: (err) => app.log.warn({ err }, 'push refused; the outbox tries again later'),
    });
    app.decorate('push', { publicKey: keys.publicKey, loopbackHttp: settings.loopbackHttp, outbox });
  },
  { name: 'push' },
);
