import type { FastifyInstance } from 'fastify';
import { createPushOutbox, type PushOutbox } from './push-outbox.ts';
import { createPushSender } from './push-sender.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

/** Push as the app runs it: the public key browsers subscribe with, the endpoint rule, the outbox. */
export type Push = { publicKey: string; loopbackHttp: boolean; outbox: PushOutbox };

/**
 * Web Push (docs/rules.md §7 "Push"), or undefined when it is off: production without VAPID
 * keys runs without it (the push routes answer 404; the bell and email go on as before).
 */
export async function buildPush(app: FastifyInstance): Promise<Push | undefined> {
  const settings = app.config.push;
  if (!settings) return undefined;
  const keys = await resolveVapidKeys(settings.keys, app.config.dataDir);
  const outbox = createPushOutbox({
    db: app.db,
    clock: app.clock,
    send: createPushSender({ keys, subject: settings.subject }),
    onError: (err) => app.log.warn({ err }, 'push refused; the outbox tries again later'),
  });
  return { publicKey: keys.publicKey, loopbackHttp: settings.loopbackHttp, outbox };
}
