import type { Route } from '../route.ts';

// The player's own profile (api/src/features/profile).
export const getProfile = { method: 'GET', path: '/api/profile', response: 'ProfileSchema' } as const satisfies Route;
export const updateProfile = {
  method: 'PATCH',
  path: '/api/profile',
  body: 'UpdateProfileBodySchema',
  response: 'UserSchema',
} as const satisfies Route;
