// Vite plugin for production builds: write a brotli (.br) and a gzip (.gz) copy next to every
// text asset, so the server (and nginx's gzip_static) sends them without compressing per
// request, and write build.json: the build's mode (`npm start` refuses a non-production build)
// and the hashes of index.html's inline scripts, which the server's CSP allows.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { SERVER_DIR } from './server-bundle.ts';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
// Below this a compressed copy saves less than the extra headers cost.
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Writes `path`.br and `path`.gz beside a text file big enough to be worth it. */
export function compressCopies(path: string): void {
  if (!TEXT.test(path) || statSync(path).size < MIN_BYTES) return;
  const body = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
}

export function precompress(): Plugin {
  let outDir = '';
  let mode = '';
  return {
    name: 'clipclub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      // Vite bundles React's development build whenever NODE_ENV says so, whatever the mode.
      mode = process.env.NODE_ENV ?? 'production';
    },
    closeBundle() {
      // The server bundle (build/server-bundle.ts) is read from disk by the API, never sent.
      const server = join(outDir, SERVER_DIR);
      for (const path of files(outDir)) {
        if (!/\.(br|gz)$/.test(path) && !path.startsWith(server)) compressCopies(path);
      }
      // The server allows index.html's inline scripts by these hashes (api/src/lib/security-headers.ts).
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (m) =>
          `'sha256-${createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
      );
      const marker = { mode, builtAt: new Date().toISOString(), scriptHashes };
      writeFileSync(join(outDir, 'build.json'), `${JSON.stringify(marker)}\n`);
    },
  };
}
