// The installable app (docs/rules.md §10, "On a phone"): the web app manifest and the service
// worker (src/sw/sw.ts, bundled by vite-plugin-pwa with Workbox; the build injects the list of
// files it precaches). The app registers the worker itself, lazily, and links the manifest then
// (src/features/phone/lib/service-worker.ts, manifest-link.ts).

import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MANIFEST_PATH } from '../src/features/phone/lib/manifest-link.ts';
import { THEME_BAR_COLOUR } from '../src/stores/theme-store.ts';

export function installableApp(): Plugin[] {
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    // Registered by src/features/phone/lib/service-worker.ts after the first paint, not by a
    // script in <head>.
    injectRegister: false,
    manifestFilename: MANIFEST_PATH.slice(1),
    manifest: {
      id: '/',
      name: 'Clip Club',
      short_name: 'Clip Club',
      description: 'Share your favourite videos with friends, vote, and see who picked best.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      // Dark is the app's default theme (docs/rules.md §10); index.html's theme-color metas
      // give each scheme its own colour.
      background_color: THEME_BAR_COLOUR.dark,
      theme_color: THEME_BAR_COLOUR.dark,
      categories: ['entertainment', 'social'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      // Sharing a link from another app opens /share with it (app/routes/share.tsx).
      share_target: {
        action: '/share',
        method: 'GET',
        params: { title: 'title', text: 'text', url: 'url' },
      },
    },
    injectManifest: {
      // The app shell and every built script and stylesheet (content-hashed), the icons and the
      // favicon. Not the landing (a visitor's page), nor the server bundle, nor compressed copies.
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/*.png', 'favicon.svg'],
      globIgnores: ['server/**', '**/*.{br,gz}'],
      // Vite already names assets by content hash: no revision query needed for them.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
  // The plugin links the manifest in index.html; the app links it after the first paint instead
  // (src/features/phone/lib/manifest-link.ts).
  const unlinkManifest: Plugin = {
    name: 'clipclub-unlink-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = /<link rel="manifest"[^>]*>/;
        if (!link.test(html)) throw new Error('vite-plugin-pwa no longer links the manifest: build/pwa.ts');
        return html.replace(link, '');
      },
    },
  };
  return [...pwa, unlinkManifest];
}
