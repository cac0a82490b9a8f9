export * from './errors.ts';
export * from './http/route.ts';
export * as routes from './http/routes.ts';
export * from './http/schema-of.ts';
export * from './http/schemas.ts';
export * from './realtime/events.ts';
export * from './watch-sync.ts';
