import * as routes from '@clipclub/protocol/http/routes';
import { queryOptions } from '@tanstack/react-query';
import { api, isNotFound } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { currentSubscription } from '../lib/push-device.ts';

/** The server's VAPID public key, or null when push is off on this server (404). */
export async function getPushPublicKey(): Promise<string | null> {
  try {
    return (await api.read(reads.pushPublicKey())).publicKey;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const pushQueries = {
  /** A 404 is an answer here (push is off), not a failure: the read's own function says so. */
  publicKey: () => queryOptions({ queryKey: reads.pushPublicKey().key, queryFn: getPushPublicKey }),
  /** This browser's subscription: the device's own, no request. */
  device: () => queryOptions({ queryKey: queryKeys.pushDevice, queryFn: currentSubscription }),
};

export const saveSubscription = (subscription: PushSubscription) => {
  const { endpoint, keys } = subscription.toJSON();
  return api.call(routes.subscribePush, {
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
};

export const forgetSubscription = (endpoint: string) => api.call(routes.unsubscribePush, { body: { endpoint } });
