// Vite plugin: inlines app/page-start.ts's startPage into index.html (where the
// `<!-- shell-prefetch -->` comment stands, before the stylesheet so nothing blocks it), with a
// map from each screen to the JS files its chunk imports beyond the entry's. The page's API reads
// and its screen's code then load while the entry does, instead of one after the other. The
// server's CSP allows the script by its hash (build.json, written by precompress.ts).

import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { BOOT_CHUNKS, LAZY_PARTS } from '../src/app/boot-chunks.ts';

const PLACEHOLDER = '<!-- shell-prefetch -->';
const webRoot = fileURLToPath(new URL('..', import.meta.url));

const FRAME_MODULES = /\/(src\/app\/(boot|app|router)\.tsx|node_modules\/react-dom\/client\.js)$/;

const routeOf = (chunk: OutputChunk | undefined) =>
  chunk?.facadeModuleId?.match(/\/src\/app\/routes\/([\w-]+)\.tsx$/)?.[1];
const isRoute = (chunk: OutputChunk | undefined) => routeOf(chunk) !== undefined;

export function routeChunks(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: OutputChunk): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    visit(start);
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  const withCss = (files: string[]) => {
    // A chunk's CSS: Vite's loader waits for it before the chunk's code runs.
    const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    return [...files, ...new Set(css)].map((file) => `/${file}`);
  };
  const map: Record<string, string[]> = {};
  // The app itself (React, the router, the layout), which the entry imports after the first paint
  // (src/main.tsx): every page needs it, so it is fetched at once, beside the entry.
  // boot.tsx imports React DOM, the app and the route table dynamically, to evaluate them in
  // separate tasks; they are the app too, so they are fetched with it. Found by module, since
  // build/chunk-groups.ts groups them with the rest of the app's frame.
  const frame = chunks.filter((c) => c.moduleIds.some((id) => FRAME_MODULES.test(id)));
  if (frame.length > 0) {
    const files = [...new Set(frame.flatMap((c) => [...closure(c)]))].filter(
      (file) => !loaded.has(file) && !isRoute(byFile.get(file)),
    );
    map[BOOT_CHUNKS] = withCss(files);
    for (const file of files) loaded.add(file);
  }
  for (const chunk of chunks) {
    const route = routeOf(chunk);
    if (!route) continue;
    map[route] = withCss([...closure(chunk)].filter((file) => !loaded.has(file)));
  }
  // The lazy parts a drawn page may show beside its screen (the user menu…), by name.
  for (const [name, module] of Object.entries(LAZY_PARTS)) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`));
    if (!chunk) throw new Error(`lazy part ${name}: no chunk for src/${module} (app/boot-chunks.ts LAZY_PARTS)`);
    map[name] = withCss([...closure(chunk)].filter((file) => !loaded.has(file)));
  }
  return map;
}

export function shellPrefetch(): Plugin {
  return {
    name: 'clipclub-shell-prefetch',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks ${PLACEHOLDER}`);
        const chunks = ctx.bundle ? routeChunks(ctx.bundle) : {};
        const [out] = buildSync({
          stdin: {
            contents: `import { startPage } from './src/app/page-start.ts';\nstartPage(${JSON.stringify(chunks)});`,
            resolveDir: webRoot,
            loader: 'ts',
          },
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2020',
          write: false,
        }).outputFiles;
        return html.replace(PLACEHOLDER, `<script>${out?.text.trim()}</script>`);
      },
    },
  };
}
