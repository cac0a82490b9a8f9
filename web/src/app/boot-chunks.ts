// Import-free: the build's vite config (build/shell-prefetch.ts) loads it too.

/** The key of the app's own code (React, router, layout) in startPage's map: every page loads it. */
export const BOOT_CHUNKS = '*';
