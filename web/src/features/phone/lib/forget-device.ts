import { forgetSubscription } from '../api/push-api.ts';
import { currentSubscription, pushSupported } from './push-device.ts';

/**
 * Turns push off on this device, here and on the server, before its player signs out. Never
 * stands in the way of signing out: a device the server cannot be told about is unsubscribed in
 * the browser anyway, and the push service then calls it gone.
 */
export async function forgetThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await forgetSubscription(subscription.endpoint).catch(() => {});
  await subscription.unsubscribe().catch(() => false);
}
