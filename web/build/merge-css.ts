// Vite plugin for production builds: merges the stylesheets build/css-groups.ts groups (why and
// how: there), before Vite writes their names into index.html, the server bundle's map and the
// scripts' preload lists, so the drawn page and the app load the same files.

import { createHash } from 'node:crypto';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { type CssGroup, cssGroups, SIGNED_IN_SHEET } from './css-groups.ts';
import { routeChunks } from './shell-prefetch.ts';

export function mergeCss(): Plugin {
  // What the groups are made from, per chunk, read once every chunk is rendered (Vite has added
  // its sheets): a chunk's preload lists name merged sheets, which its hash does not cover (it
  // covers the sheets' own names), so a chunk that imports lazily takes this in its hash. Then a
  // change in any group renames the chunks that load it, and no cached script asks for a sheet a
  // deploy has removed.
  const rendered = new Map<string, { name: string; css: string[]; imports: string[] }>();
  let digest: string | undefined;
  return {
    name: 'clipclub-css-groups',
    apply: 'build',
    enforce: 'post',
    renderChunk: {
      order: 'post',
      handler(_code, chunk) {
        const css = [...(chunk.viteMetadata?.importedCss ?? [])].sort();
        rendered.set(chunk.fileName, { name: chunk.name, css, imports: [...chunk.imports, ...chunk.dynamicImports] });
        return null;
      },
    },
    augmentChunkHash(chunk) {
      if (chunk.dynamicImports.length === 0) return;
      digest ??= createHash('sha256')
        .update(
          [...rendered.values()]
            .map(({ name, css, imports }) => `${name}:${css}:${imports.map((f) => rendered.get(f)?.name).sort()}`)
            .sort()
            .join('\n'),
        )
        .digest('base64url');
      return digest;
    },
    generateBundle: {
      // Before Vite's own hooks write the sheets' names into index.html and the preload lists.
      order: 'pre',
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const signedIn = Object.values(bundle).find(
          (f): f is OutputAsset =>
            f.type === 'asset' && f.fileName.endsWith('.css') && f.names.includes(SIGNED_IN_SHEET),
        );
        const groups = cssGroups(
          routeChunks(bundle),
          [...(entry?.viteMetadata?.importedCss ?? [])],
          signedIn?.fileName,
        );
        for (const group of groups) merge(this, bundle, chunks, group);
      },
    },
  };
}

function merge(
  ctx: {
    emitFile: (file: { type: 'asset'; name: string; source: string }) => string;
    getFileName: (ref: string) => string;
  },
  bundle: OutputBundle,
  chunks: readonly OutputChunk[],
  group: CssGroup,
): void {
  const sources = group.parts.map((file) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`css groups: no stylesheet ${file} in the bundle`);
    return String(asset.source);
  });
  const merged = ctx.getFileName(ctx.emitFile({ type: 'asset', name: group.name, source: sources.join('\n') }));
  const parts = new Set(group.parts);
  for (const chunk of chunks) {
    const imported = chunk.viteMetadata?.importedCss;
    if (!imported || ![...imported].some((file) => parts.has(file))) continue;
    // In place of the first part it imported, so its other sheets keep their order around it.
    const into = group.entry && !chunk.isEntry ? [] : [merged];
    const next = [...new Set([...imported].flatMap((file) => (parts.has(file) ? into : [file])))];
    imported.clear();
    for (const file of next) imported.add(file);
  }
  for (const file of group.parts) delete bundle[file];
}
