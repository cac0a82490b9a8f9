import type { Route } from '../route.ts';

// Web Push (api/src/features/push). The public key is no secret: a page may ask before sign-in
// whether push exists here (404 when it does not).
export const getPushPublicKey = {
  method: 'GET',
  path: '/api/push/public-key',
  access: 'public',
  response: 'PushPublicKeySchema',
} as const satisfies Route;
// 201 for a new endpoint; the same endpoint again answers 200 with the same body.
export const subscribePush = {
  method: 'POST',
  path: '/api/push/subscriptions',
  body: 'PushSubscriptionBodySchema',
  response: 'PushSubscriptionSchema',
  status: 201,
} as const satisfies Route;
export const unsubscribePush = {
  method: 'DELETE',
  path: '/api/push/subscriptions',
  body: 'PushUnsubscribeBodySchema',
  status: 204,
} as const satisfies Route;
