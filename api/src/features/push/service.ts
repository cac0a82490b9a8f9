import { PUSH_MESSAGES, type PushSubscription, type PushSubscriptionBody } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { endpointAllowed } from './endpoint-rule.ts';
import * as q from './queries.ts';

type Deps = {
  db: Database;
  clock: Clock;
  /** Unset: push is off here (production without VAPID keys), and every push route answers 404. */
  push: { publicKey: string; loopbackHttp: boolean } | undefined;
};

/**
 * Signing out (auth's login sessions): the devices that sign-in turned push on for stop getting
 * its player's pushes, in the sign-out's own transaction. Works with push off too: rows made
 * while it was on still go.
 */
export const forgetDevicesOfSignIn = (db: Database, loginSession: string) =>
  q.deleteSubscriptionsOfSignIn(db, loginSession);

/** A player's devices: turning push on and off for one device (its endpoint). */
export function createPushService({ db, clock, push }: Deps) {
  function enabled() {
    if (!push) throw new NotFoundError(PUSH_MESSAGES.off);
    return push;
  }
  return {
    publicKey: () => ({ publicKey: enabled().publicKey }),

    /** `loginSession`: the hash of the sign-in turning it on, whose sign-out turns it off. */
    async subscribe(
      userId: string,
      body: PushSubscriptionBody,
      loginSession: string | null,
    ): Promise<{ created: boolean } & PushSubscription> {
      const { loopbackHttp } = enabled();
      if (!endpointAllowed(body.endpoint, { loopbackHttp })) throw new BadRequestError(PUSH_MESSAGES.httpsOnly);
      const saved = await q.saveSubscription(db, {
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        loginSession,
        now: clock.now(),
      });
      return { created: saved.created, endpoint: body.endpoint, createdAt: new Date(saved.created_at).toISOString() };
    },

    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      enabled();
      await q.deleteSubscription(db, userId, endpoint);
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
