// How the production server is run: `node ${SERVER_ARGS}`. One list for `npm start`
// (scripts/start.mjs), `npm run bench:memory` and deploy/Dockerfile's CMD (which spells it out;
// scripts/server-args.test.ts checks the two agree).
export const SERVER_NODE_FLAGS = ['--enable-source-maps'];
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, 'api/dist/server.js'];
