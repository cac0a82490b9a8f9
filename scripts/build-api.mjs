// Bundles the API (with the workspace packages protocol and migrations, which are TypeScript
// sources) into api/dist/server.js, so `npm start` and the image run plain `node` instead of
// compiling TypeScript through tsx at run time. Packages from node_modules stay external.
import { copyFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

export async function buildApi() {
  await build({
    entryPoints: [resolve(root, 'api/src/server.ts')],
    outdir: resolve(root, 'api/dist'),
    bundle: true,
    // Packages the server imports only when configured (pg, say) go into
    // chunks of their own, so a server that never asks for them never loads them.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          // Bare imports are packages: keep them external, except our own workspaces. (`#…` are
          // a bundled package's own subpath imports, resolved by esbuild.)
          b.onResolve({ filter: /^[^./#]/ }, (args) =>
            args.path.startsWith('@clipclub/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // PGlite's thread runs this file as it is (db/pglite-thread.ts finds it beside the code that
  // starts it, db/connect.ts, bundled into server.js).
  copyFileSync(resolve(root, 'api/src/db/pglite-worker.mjs'), resolve(root, 'api/dist/pglite-worker.mjs'));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildApi();
