// How the production server is run: `node ${SERVER_ARGS}`. One list for `npm start`
// (scripts/start.mjs), the bench servers (bench/lib/shipped.ts, bench/memory.mjs) and
// deploy/Dockerfile's CMD (which spells it out; scripts/server-args.test.ts checks they agree).
//
// --max-semi-space-size=16 (MiB, V8's own default on 64-bit): the young generation objects are
// born in. At 2 MiB (an idle server's RSS 10–40 MiB lower, `npm run bench:memory`, 2026-11-27)
// a loaded server collected it so often that a request's objects, still in use, were promoted
// and collected again with the old generation: at 1,000 rooms advancing each second (`npm run bench:capacity`)
// Node spent 1.2–1.4 ms of CPU per advance instead of 0.9–1.0 ms (bench/README.md).
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=16'];
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, 'api/dist/server.js'];
