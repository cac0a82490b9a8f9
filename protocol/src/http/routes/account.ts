import type { Route } from '../route.ts';

// The player's own data (api/src/features/account): the download and deleting the account.
export const downloadAccountData = {
  method: 'GET',
  path: '/api/account/data',
  response: 'AccountDataSchema',
} as const satisfies Route;
export const deleteAccount = { method: 'DELETE', path: '/api/account', status: 204 } as const satisfies Route;
