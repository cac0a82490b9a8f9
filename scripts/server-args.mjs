// How the production server is run: `node ${SERVER_ARGS}`. One list for `npm start`
// (scripts/start.mjs), the bench servers (bench/lib/shipped.ts, bench/memory.mjs) and
// deploy/Dockerfile's CMD (which spells it out; scripts/server-args.test.ts checks they agree).
//
// --max-semi-space-size=2 (MiB): V8's young generation grows its semi-spaces up to 16 MiB each
// by default, memory an idle server keeps; at 2 MiB its idle RSS is ~17 MiB lower
// (`npm run bench:memory`) and `npm run bench:api` showed no loss beyond its noise
// (bench/README.md, "Memory").
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=2'];
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, 'api/dist/server.js'];
