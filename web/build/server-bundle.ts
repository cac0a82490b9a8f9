// Vite plugin for production builds: after the client build, builds the server bundle
// (src/app/server-render.tsx, for Node) into dist/server/. The API imports it on its first
// page render to draw signed-in pages (api/src/lib/server-render.ts); here it draws the landing
// page into dist/landing.html, which the server sends for '/' to signed-out visitors,
// so their first paint is the page itself: its headline is the largest paint, and the app
// hydrates it instead of drawing it again.

import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { build, type Plugin } from 'vite';
import { SIGNED_IN_STYLES } from '../src/app/boot-chunks.ts';
import { routeChunks } from './shell-prefetch.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the server bundle goes, under the build's outDir (never served: api/src/lib/web-app.ts). */
export const SERVER_DIR = 'server';
export const SERVER_ENTRY = 'server-render.js';

export function serverBundle(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'clipclub-server-bundle',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      const serverDir = join(outDir, SERVER_DIR);
      // Each screen's stylesheets (the app's own under '*'), linked by a drawn page so it paints styled.
      const styles = Object.fromEntries(
        Object.entries(routeChunks(bundle)).map(([screen, files]) => [screen, files.filter((f) => f.endsWith('.css'))]),
      );
      // The signed-in screens' shared sheet (src/signed-in-styles.ts), linked on every page the
      // server draws for a signed-in player (never the landing, which does not need it).
      styles[SIGNED_IN_STYLES] = [signedInSheet(bundle)];
      await build({
        configFile: false,
        root: webRoot,
        logLevel: 'warn',
        plugins: [react()],
        define: {
          __PAGE_TEMPLATE__: JSON.stringify(await readFile(join(outDir, 'index.html'), 'utf8')),
          __SCREEN_STYLES__: JSON.stringify(styles),
        },
        publicDir: false,
        build: { ssr: 'src/app/server-render.tsx', outDir: serverDir, emptyOutDir: true },
        // Bundled rather than required from node_modules: Mantine's and React Router's ESM
        // builds import CSS-free modules only, but the app's .module.css files need Vite.
        ssr: { noExternal: true },
      });
      const entry = pathToFileURL(join(serverDir, SERVER_ENTRY)).href;
      const { renderLanding } = (await import(entry)) as { renderLanding: () => Promise<string> };
      // Its .br and .gz copies are written with every other file's (build/precompress.ts).
      writeFileSync(join(outDir, 'landing.html'), await renderLanding());
    },
  };
}

/** The built file of src/signed-in-styles.ts's CSS, as the page links it. */
function signedInSheet(bundle: OutputBundle): string {
  const sheets = Object.values(bundle).filter(
    (file) => file.type === 'asset' && file.fileName.endsWith('.css') && file.names.includes('signed-in-styles.css'),
  );
  const [sheet] = sheets;
  if (!sheet || sheets.length > 1)
    throw new Error(`expected one signed-in-styles.css in the build, found ${sheets.length}`);
  return `/${sheet.fileName}`;
}
