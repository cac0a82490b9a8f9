import { z } from 'zod';
import { InstantSchema } from './common.ts';
import { NotificationKindSchema } from './notifications.ts';

// Web Push (docs/rules.md §7 "Push"): a device's subscription, as the browser's
// PushSubscription.toJSON() gives it, and what the service worker receives.

/** GET /api/push/public-key: the VAPID public key (base64url) for pushManager.subscribe. */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

const ENDPOINT_MAX = 2048;
const endpoint = z
  .string({ message: 'endpoint is required' })
  .max(ENDPOINT_MAX, { message: `endpoint must be at most ${ENDPOINT_MAX} characters` })
  // The URL parser would quietly drop surrounding spaces and control characters; an endpoint a
  // browser gives never has them, so one that does is refused rather than stored as another.
  .refine((v) => !/[\s\u0000-\u001f\u007f]/.test(v) && URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
    message: 'endpoint must be an http(s) URL',
  });

// An uncompressed P-256 point (65 bytes, first byte 4, so base64url "B…") and a 16-byte secret,
// base64url with or without padding (RFC 8291 §3.1, §3.2).
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

export const PushSubscriptionBodySchema = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: z
        .string({ message: 'keys.p256dh is required' })
        .regex(P256DH, { message: 'keys.p256dh must be a P-256 public key in base64url' }),
      auth: z
        .string({ message: 'keys.auth is required' })
        .regex(AUTH, { message: 'keys.auth must be 16 bytes in base64url' }),
    },
    { message: 'keys is required' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** POST /api/push/subscriptions answers 201 for a new endpoint, 200 for one already stored. */
export const PushSubscriptionSchema = z.object({ endpoint: z.string(), createdAt: InstantSchema });
export type PushSubscription = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeBodySchema = z.object({ endpoint });

/**
 * The JSON a push carries, encrypted (RFC 8291). `kind` is the bell's; `title` and `body` are
 * plain one-line texts that name no winner and no order (spoiler-free, like the bell); `url` is a
 * path on this site (`/results/…`, `/vote/…`) for the notification's click.
 */
export const PushPayloadSchema = z.object({
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const PUSH_MESSAGES = {
  off: 'Push notifications are not available on this server',
  httpsOnly: 'endpoint must be an https URL',
} as const;
