// The web app manifest's link, added after the first paint (with the service worker) rather than
// written in index.html: Chromium reads a linked manifest as the page loads, then fetches its icon
// (14 KB), both before the first paint on a phone, where they took a round trip from the page's
// own stylesheets (Lighthouse counted them in the vote page's largest paint). Installing needs
// the service worker too, which is registered at the same time.

/** Where the build writes the manifest (build/pwa.ts). */
export const MANIFEST_PATH = '/manifest.webmanifest';

export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  document.head.append(link);
}
