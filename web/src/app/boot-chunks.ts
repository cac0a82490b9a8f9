// Import-free: the build's vite config (build/shell-prefetch.ts) loads it too.

/** The key of the app's own code (React, router, layout) in startPage's map: every page loads it. */
export const BOOT_CHUNKS = '*';

/**
 * The key, in the build's map of each screen's stylesheets (build/server-bundle.ts), of the
 * sheet every page drawn for a signed-in player links: src/signed-in-styles.ts's.
 */
export const SIGNED_IN_STYLES = 'signed-in';
