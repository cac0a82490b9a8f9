// Vite plugin for production builds: fewer stylesheets per page. Vite writes one stylesheet per
// chunk that imports CSS, so a drawn vote page linked 8 (the entry's, the frame's, the
// signed-in screens', the screen's and one per shared CSS module), each render-blocking, each a
// round trip before the first paint on a phone (Lighthouse's LCP on the vote page 1.5 s, with
// 3 waves of requests). Merged here, before Vite writes the stylesheets' names into index.html,
// the server bundle's map and the scripts' preload lists, so the page and the app load the same
// files:
//   - the frame: the entry's sheet and the sheets of the app's frame (what every page, the landing
//     too, loads), in that order, in one file named like the entry's;
//   - the signed-in sheet (src/signed-in-styles.ts) and every sheet two screens or more load
//     (the shared CSS modules, Mantine components some screens share: Progress, Table), in one
//     file, never one the landing's screen loads (its CSS on the wire stays small);
//   - what one screen alone loads stays beside it.
// A merged file keeps its parts in the order a page linked them: the signed-in sheet first, then
// the shared sheets; a screen's own sheet comes after them (it may restyle what they style).

import { createHash } from 'node:crypto';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { BOOT_CHUNKS, LAZY_PARTS } from '../src/app/boot-chunks.ts';
import { routeChunks } from './shell-prefetch.ts';

/** The screen the landing draws (app/pages.ts): its sheets are never merged into the signed-in one. */
const LANDING_SCREEN = 'home';
const SIGNED_IN_SHEET = 'signed-in-styles.css';

export type CssGroup = {
  /** The merged file's name (Vite adds the hash). */
  name: string;
  /** The entry's: index.html links it, so no other chunk loads it again. */
  entry?: boolean;
  /** The sheets merged, in order, as the bundle names them (`assets/…css`). */
  parts: string[];
};

/**
 * The groups, from each screen's stylesheets (build/shell-prefetch.ts routeChunks, '/'-prefixed),
 * the entry's sheets and the signed-in sheet's file name.
 */
export function cssGroups(
  screens: Readonly<Record<string, readonly string[]>>,
  entryCss: readonly string[],
  signedInSheet: string | undefined,
): CssGroup[] {
  const css = (files: readonly string[] | undefined) =>
    (files ?? []).filter((f) => f.endsWith('.css')).map((f) => f.replace(/^\//, ''));
  const frame = [...new Set([...entryCss, ...css(screens[BOOT_CHUNKS])])];
  const landing = new Set([...frame, ...css(screens[LANDING_SCREEN])]);
  const count = new Map<string, number>();
  // Screens only: a lazy part (the vote's ranked panel) counts with the screen that shows it.
  for (const [screen, files] of Object.entries(screens)) {
    if (screen === BOOT_CHUNKS || screen in LAZY_PARTS) continue;
    for (const file of new Set(css(files))) count.set(file, (count.get(file) ?? 0) + 1);
  }
  const shared = [...count]
    .filter(([file, n]) => n >= 2 && !landing.has(file) && file !== signedInSheet)
    .map(([file]) => file);
  const signedIn = signedInSheet && !landing.has(signedInSheet) ? [signedInSheet, ...shared] : shared;
  const entryName = entryCss[0]?.match(/([^/]+)-[\w-]+\.css$/)?.[1] ?? 'index';
  return [
    { name: `${entryName}.css`, parts: frame, entry: true },
    { name: SIGNED_IN_SHEET, parts: signedIn },
  ].filter((group) => group.parts.length >= 2);
}

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
          (f): f is OutputAsset => f.type === 'asset' && f.fileName.endsWith('.css') && f.names.includes(SIGNED_IN_SHEET),
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
  ctx: { emitFile: (file: { type: 'asset'; name: string; source: string }) => string; getFileName: (ref: string) => string },
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
