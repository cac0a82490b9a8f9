import * as routes from '@clipclub/protocol/http/routes';
import { api, isNotFound } from '../../../lib/api-client.ts';

/** The server's VAPID public key, or null when push is off on this server (404). */
export async function getPushPublicKey(): Promise<string | null> {
  try {
    return (await api.call(routes.getPushPublicKey)).publicKey;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const pushPublicKeyKey = ['push', 'public-key'] as const;

export const saveSubscription = (subscription: PushSubscription) => {
  const { endpoint, keys } = subscription.toJSON();
  return api.call(routes.subscribePush, {
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
};

export const forgetSubscription = (endpoint: string) => api.call(routes.unsubscribePush, { body: { endpoint } });
