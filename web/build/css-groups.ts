// Fewer stylesheets per page (merged by build/merge-css.ts). Vite writes one stylesheet per
// chunk that imports CSS, so a drawn vote page linked 8 (the entry's, the frame's, the
// signed-in screens', the screen's and one per shared CSS module), each render-blocking, each a
// round trip before the first paint on a phone (Lighthouse's LCP on the vote page 1.5 s, with
// 3 waves of requests). The groups:
//   - the frame: the entry's sheet and the sheets of the app's frame (what every page, the landing
//     too, loads), in that order, in one file named like the entry's;
//   - the signed-in sheet (src/signed-in-styles.ts) and every sheet two screens or more load
//     (the shared CSS modules, Mantine components some screens share: Progress, Table), in one
//     file, never one the landing's screen loads (its CSS on the wire stays small);
//   - what one screen alone loads stays beside it.
// A merged file keeps its parts in the order a page linked them: the signed-in sheet first, then
// the shared sheets; a screen's own sheet comes after them (it may restyle what they style).

import { BOOT_CHUNKS, LAZY_PARTS } from '../src/app/boot-chunks.ts';

/** The screen the landing draws (app/pages.ts): its sheets are never merged into the signed-in one. */
const LANDING_SCREEN = 'home';
export const SIGNED_IN_SHEET = 'signed-in-styles.css';
/** Named like the entry's own sheet (index.html's entry is src/main.tsx, its chunk `index`). */
const FRAME_SHEET = 'index.css';

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
  return [
    { name: FRAME_SHEET, parts: frame, entry: true },
    { name: SIGNED_IN_SHEET, parts: signedIn },
  ].filter((group) => group.parts.length >= 2);
}
