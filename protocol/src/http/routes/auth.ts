import type { Route } from '../route.ts';

// The server, sign-in and sign-out (api/src/features/auth). The routes without a response send
// their own reply: a page, a script or a redirect.
export const health = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: 'HealthSchema',
} as const satisfies Route;
export const getCurrentUser = {
  method: 'GET',
  path: '/api/auth/user',
  response: 'UserSchema',
} as const satisfies Route;
export const login = { method: 'GET', path: '/api/login', access: 'public' } as const satisfies Route;
export const loginCallback = { method: 'GET', path: '/api/callback', access: 'public' } as const satisfies Route;
export const devLoginScript = { method: 'GET', path: '/api/dev/login.js', access: 'public' } as const satisfies Route;
export const devLogin = {
  method: 'POST',
  path: '/api/dev/login',
  access: 'public',
  body: 'DevLoginBodySchema',
  response: 'UserSchema',
} as const satisfies Route;
export const logoutPage = { method: 'GET', path: '/api/logout', access: 'public' } as const satisfies Route;
export const logout = { method: 'POST', path: '/api/logout', access: 'public' } as const satisfies Route;
