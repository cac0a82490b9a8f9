// The favicon (public/favicon.svg) written into index.html as a data URI: a request of its own
// landed before the first paint and cost a round trip on a phone (Lighthouse counted it in the
// vote page's largest paint). index.html names the file, so the icon has one source.

import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const LINK = 'href="/favicon.svg"';

/** An SVG as a data URI: its double quotes made single, the few characters a URI forbids escaped. */
export function svgDataUri(svg: string): string {
  const escaped = svg
    .trim()
    .replaceAll('"', "'")
    .replace(/[<>#%]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${escaped}`;
}

export function inlineFavicon(): Plugin {
  return {
    name: 'clipclub-inline-favicon',
    transformIndexHtml(html, { server }) {
      if (server) return html;
      if (!html.includes(LINK)) throw new Error('index.html no longer links /favicon.svg: build/inline-favicon.ts');
      const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
      return html.replace(LINK, `href="${svgDataUri(svg)}"`);
    },
  };
}
