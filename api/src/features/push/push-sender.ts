import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

// A push service keeps an undelivered push this long (RFC 8030 §5.2); the outbox retries for a
// day as well, so a phone that was off for the evening still hears of it.
const TTL_SECONDS = 24 * 60 * 60;
// Well inside the outbox's two-minute lease (notifications/outbox-worker.ts).
const TIMEOUT_MS = 30_000;

/** The device is gone: the push service answered 404 or 410 (RFC 8030 §7.3). */
export class SubscriptionGoneError extends Error {}

export type Device = { endpoint: string; p256dh: string; auth: string };

/**
 * Sends one encrypted push. web-push builds the request (RFC 8291 aes128gcm, a VAPID JWT per
 * RFC 8292 with the endpoint's origin as audience); fetch delivers it, because web-push's own
 * sender speaks https only and development delivers to http:// on loopback (endpoint-rule.ts).
 * Throws SubscriptionGoneError for 404/410 and an Error for any other refusal.
 */
export function createPushSender({ keys, subject }: { keys: VapidKeys; subject: string }) {
  return async function send(device: Device, payload: string): Promise<void> {
    const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device }, payload, {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: TTL_SECONDS,
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? null,
      // A push service answers; it does not send us elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410)
      throw new SubscriptionGoneError(`push service: ${response.status}`);
    if (response.status < 200 || response.status > 299) throw new Error(`push service answered ${response.status}`);
  };
}
export type PushSend = ReturnType<typeof createPushSender>;
