import type { Route } from '../route.ts';

// Web Push (api/src/features/push). The public key is no secret: a page may ask before sign-in
// whether push exists here (404 when it does not).
export const getPushPublicKey = {
  method: 'GET',
  path: '/api/push/public-key',
  access: 'public',
} as const satisfies Route;
export const subscribePush = { method: 'POST', path: '/api/push/subscriptions' } as const satisfies Route;
export const unsubscribePush = { method: 'DELETE', path: '/api/push/subscriptions' } as const satisfies Route;
