// Every HTTP route of the API: its method and path, who may call it and whether the web app
// polls it. zod-free on purpose: the web app's first load imports these by name (one constant
// per route, in one module per feature, so a chunk carries only its own features' routes). Each route's params, query, body and
// answer schemas are beside it in route-schemas.ts, under the same name; the API registers its
// routes from both (api/src/lib/routes.ts), the web app calls them with `api.call(route, …)`.

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
