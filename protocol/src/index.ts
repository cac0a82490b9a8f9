export * from './errors.ts';
export * from './http/auth.ts';
export * from './http/badges.ts';
export * from './http/common.ts';
export * from './http/rooms.ts';
export * from './http/sessions.ts';
export * from './http/submissions.ts';
export * from './realtime/events.ts';
