// Vite plugin for production builds: react-remove-scroll's family (Mantine's scroll lock, under
// its modals, drawers and the toasts' container) marked free of side effects. Their package.json
// files say otherwise (react-remove-scroll's sidecar.js and use-sidecar's medium.js register a
// part at import; react-remove-scroll-bar and react-style-singleton say nothing), so rolldown
// kept @mantine/core's index importing them for their effects: the `ui` chunk, on every page,
// imported the chunk holding them (`ui-rooms` once the toasts' container left the frame, 18 KB
// compressed). Those effects are each a module's exported value, which every user of the scroll
// lock references: where it is used, they run; where only the index re-exports it, they need not.

import type { Plugin } from 'vite';

/** The scroll lock's packages, with the helpers only they use (build/chunk-groups.ts groups them). */
export const SCROLL_LOCK =
  /[\\/]node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton|use-callback-ref|get-nonce|tslib)[\\/].*\.m?js$/;

export function scrollLockPure(): Plugin {
  return {
    name: 'clipclub-scroll-lock-pure',
    apply: 'build',
    transform: {
      filter: { id: SCROLL_LOCK },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}
