// Import-free: the build's vite config (build/shell-prefetch.ts) loads it too.

/** The key of the app's own code (React, router, layout) in startPage's map: every page loads it. */
export const BOOT_CHUNKS = '*';

/**
 * The key, in the build's map of each screen's stylesheets (build/server-bundle.ts), of the
 * sheet every page drawn for a signed-in player links: src/signed-in-styles.ts's.
 */
export const SIGNED_IN_STYLES = 'signed-in';

/**
 * The module of each lazy part (lib/preloadable-lazy.tsx) outside the route table, by its name,
 * under web/src: a page drawn with one lists it (app/page-html.ts LAZIES_ATTRIBUTE), and
 * index.html's inline script preloads its code with the screen's, in one wave. The screens'
 * own ('screen:…') are the route table's, keyed by page name. The build fails when one is missing.
 */
export const LAZY_PARTS: Record<string, string> = {
  'my-rooms': 'features/rooms/components/my-rooms-page.tsx',
  'ranked-panel': 'features/votes/components/ranked-panel.tsx',
  'appreciation-panel': 'features/votes/components/appreciation-panel.tsx',
};
