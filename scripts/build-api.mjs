// Bundles the API (with the workspace packages protocol and migrations, which are TypeScript
// sources) into api/dist/server.js, so `npm start` and the image run plain `node` instead of
// compiling TypeScript through tsx at run time. Packages from node_modules stay external.
import { copyFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

// kysely-pglite's package index also exports its code generator and CLI, which load
// kysely-codegen, oclif and more on import (~55 MiB of RSS in a bare node). The server
// uses only its dialect: the bundle takes that file (and the few it imports) from the package.
function kyselyPgliteDialectFile() {
  const index = fileURLToPath(import.meta.resolve('kysely-pglite'));
  return resolve(dirname(index), 'kysely-pglite.js');
}

export async function buildApi() {
  await build({
    entryPoints: [resolve(root, 'api/src/server.ts')],
    outdir: resolve(root, 'api/dist'),
    bundle: true,
    // Packages the server imports only when configured (PGlite and its dialect, say) go into
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
          b.onResolve({ filter: /^kysely-pglite$/ }, () => ({ path: kyselyPgliteDialectFile() }));
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
