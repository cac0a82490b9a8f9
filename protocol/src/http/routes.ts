// Every HTTP route of the API, one entry each: its method and path, who may call it, whether the
// web app polls it, and the schemas of its params, query, body and answer, named by their export
// in http/schemas.ts (see Route in route.ts). zod-free on purpose: the web app's first load
// imports these by name (one constant per route, in one module per feature, so a chunk carries
// only its own features' routes). The API registers each route from its entry
// (api/src/lib/routes.ts), the web app calls it with `api.call(route, …)`, the API tests with
// `request(app, route, …)`, and the input sweep sends it malformed input.

export * from './routes/account.ts';
export * from './routes/auth.ts';
export * from './routes/conversation.ts';
export * from './routes/notifications.ts';
export * from './routes/profile.ts';
export * from './routes/push.ts';
export * from './routes/results.ts';
export * from './routes/rooms.ts';
export * from './routes/seasons.ts';
export * from './routes/sessions.ts';
export * from './routes/submissions.ts';
export * from './routes/votes.ts';
export * from './routes/watch.ts';
