// A page drawn ahead of the app (a signed-in page on the server, the landing at build time) as
// one HTML document: the built index.html with the drawn markup in place of its app shell.
// Plain string work, shared by app/server-render.tsx and the build (build/server-bundle.ts).

import { BEFORE_APP_ATTRIBUTE, DRAWN_ATTRIBUTE, LAZIES_ATTRIBUTE } from './page-start.ts';
import { PAGE_STATE_ID } from './page-state.ts';

// index.html's app shell, between these comments, is what the drawn page replaces.
const SHELL = /<!-- shell -->[\s\S]*<!-- \/shell -->/;
const ROOT = '<div id="root">';

export type DrawnPage = {
  /** What React drew for #root. */
  markup: string;
  /** The page's state as JSON (app/page-state.ts), which the app hydrates from. */
  state: string;
  /** The stylesheets of the app and of the screen: linked, so the page paints styled. */
  styles: readonly string[];
  /** The lazy parts it shows (lib/preloadable-lazy.tsx), whose code loads with the screen's. */
  lazies?: readonly string[];
};

/** JSON inside a <script> element: no `<` can close it (`</script>`) or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

// React writes a screen's <title> and <meta> tags (escaped) at the start of what it drew; they
// belong in <head>: the title in place of the template's, the tags (a link's preview) beside it.
const LEADING_TITLE = /^(<title>[^<]*<\/title>)?((?:<meta [^>]*\/>)*)([\s\S]*)$/;

/** Lazy parts' names are plain words ('user-menu', 'screen:vote'): nothing to escape. */
const lazies = (names: readonly string[]) =>
  names.length > 0 ? `${LAZIES_ATTRIBUTE}="${names.filter((n) => /^[\w:-]+$/.test(n)).join(' ')}" ` : '';

export function pageHtml(template: string, page: DrawnPage): string {
  if (!SHELL.test(template)) throw new Error('index.html lacks the <!-- shell --> … <!-- /shell --> markers');
  if (!template.includes(ROOT)) throw new Error(`index.html lacks ${ROOT}`);
  const links = page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>`;
  const [, title, metas = '', markup = ''] = page.markup.match(LEADING_TITLE) ?? [];
  // Replaced through functions: a `$` in the markup or the data is text, not a pattern.
  return (
    template
      // index.html's inline script then starts only the code, not the reads (app/page-start.ts).
      .replace('<html ', () => `<html ${DRAWN_ATTRIBUTE} ${lazies(page.lazies ?? [])}`)
      .replace(/<title>[^<]*<\/title>/, (own) => title ?? own)
      .replace('</head>', () => `${metas}${links}</head>`)
      // Until the app takes it over, its links work and its buttons wait (BEFORE_APP_ATTRIBUTE).
      .replace(ROOT, () => `<div id="root" ${BEFORE_APP_ATTRIBUTE}>`)
      .replace(SHELL, () => markup)
      .replace('</body>', () => `${state}</body>`)
  );
}
