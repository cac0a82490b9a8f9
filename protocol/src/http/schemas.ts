// Every schema a route of the table names (http/routes/*.ts names them by their export name, so
// the table itself stays zod-free). The API and the tests look a route's schemas up here.

export * from './account.ts';
export * from './auth.ts';
export * from './badges.ts';
export * from './common.ts';
export * from './conversation.ts';
export * from './idempotency.ts';
export * from './notifications.ts';
export * from './nudges.ts';
export * from './pages.ts';
export * from './profile.ts';
export * from './push.ts';
export * from './results.ts';
export * from './room-states.ts';
export * from './rooms.ts';
export * from './seasons.ts';
export * from './sessions.ts';
export * from './submissions.ts';
export * from './votes.ts';
export * from './watch.ts';
