import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { inlineFavicon } from './build/inline-favicon.ts';
import { mergeCss } from './build/merge-css.ts';
import { precompress } from './build/precompress.ts';
import { installableApp } from './build/pwa.ts';
import { scrollLockPure } from './build/scroll-lock-pure.ts';
import { serverBundle } from './build/server-bundle.ts';
import { shellPrefetch } from './build/shell-prefetch.ts';
import { themeStylesheet } from './build/theme-css.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API (and Socket.IO) run on :3000; the dev server proxies to it so cookies stay same-origin.
const apiTarget = process.env.CLIPCLUB_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  // installableApp last: its service worker is written after precompress has run (sw.js is
  // fetched only to check for an update, and must be the very bytes on disk).
  plugins: [
    react(),
    chunkGroups(),
    scrollLockPure(),
    mergeCss(),
    inlineFavicon(),
    themeStylesheet(),
    shellPrefetch(),
    serverBundle(),
    precompress(),
    installableApp(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
