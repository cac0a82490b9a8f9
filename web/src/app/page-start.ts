import { whenFirstPaintShown } from '../lib/first-paint-shown.ts';
import { readUrl } from '../lib/queries/reads.ts';
import { BOOT_CHUNKS } from './boot-chunks.ts';
import { matchPage, pageReads } from './pages.ts';

// Runs in index.html: the build inlines startPage (web/build/shell-prefetch.ts), so the page's
// reads (app/pages.ts) start while the HTML is parsed, beside the app's code instead of after
// it; app/prefetch.ts then hands their answers to the screens' queries.

export { BOOT_CHUNKS };

/** How many preload links a drawn page adds per task (a slow phone spends ~4 ms on each). */
const PRELOADS_PER_TASK = 6;

/** Where the inline script leaves the reads it started, for app/prefetch.ts to take. */
export type ShellWindow = { __shellResponses?: Record<string, Promise<Response>> };

/** Set on <html> by a page that arrives drawn, with its data (app/page-html.ts). */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/**
 * Set on <html> by a drawn page beside DRAWN_ATTRIBUTE: the names of the lazy parts it shows
 * (lib/preloadable-lazy.tsx), space-separated, whose code is preloaded with the screen's.
 */
export const LAZIES_ATTRIBUTE = 'data-lazies';

/**
 * Set on #root by a page drawn ahead of the app until the app has it (app/app-layout.tsx). Its
 * links work from the first paint (a plain navigation, drawn by the server too); its buttons and
 * fields ignore the pointer until then (index.html's <style>), so a press is not silently lost.
 */
export const BEFORE_APP_ATTRIBUTE = 'data-before-app';

/**
 * Set on #root by a tap on a control of a page drawn ahead of the app: index.html's <style> then
 * shows a loading bar across the top until the app has the page. A phone has no waiting cursor,
 * so the tap would otherwise show nothing for the seconds a slow link takes (docs/rules.md).
 */
export const TAPPED_ATTRIBUTE = 'data-tapped';

/** The controls that wait for the app: index.html's <style> names the same (a test holds them in step). */
export const WAITING_CONTROLS =
  'button, input, select, textarea, label, [role="button"], [role="tab"]:not([href]), [role="radio"], [role="checkbox"]';

/**
 * Listens on `doc` for `types` while #root is drawn ahead of the app (BEFORE_APP_ATTRIBUTE),
 * handing `listener` the event and #root; the first event after the app has the page removes it.
 */
function whileBeforeApp<E extends Event>(
  doc: Document,
  types: readonly string[],
  listener: (event: E, root: HTMLElement) => void,
  options: AddEventListenerOptions = {},
): void {
  const onEvent = (event: Event) => {
    const root = doc.getElementById('root');
    if (!root?.hasAttribute(BEFORE_APP_ATTRIBUTE)) {
      for (const type of types) doc.removeEventListener(type, onEvent, { capture: options.capture ?? false });
      return;
    }
    listener(event as E, root);
  };
  for (const type of types) doc.addEventListener(type, onEvent, options);
}

/**
 * Marks #root with TAPPED_ATTRIBUTE when a pointer goes down on a waiting control. Those ignore
 * the pointer, so the event's target is what lies under them: a control under the pointer is
 * looked for among its descendants too. A link answers by itself and marks nothing.
 */
export function showTapsBeforeApp(doc: Document = document): void {
  const under = (event: PointerEvent) => (control: Element) => {
    const box = control.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  };
  const onPointerDown = (event: PointerEvent, root: HTMLElement) => {
    const target = event.target;
    if (root.hasAttribute(TAPPED_ATTRIBUTE) || !(target instanceof Element) || !root.contains(target)) return;
    if (target.closest('a[href]')) return;
    const control =
      target.closest(WAITING_CONTROLS) ?? [...target.querySelectorAll(WAITING_CONTROLS)].find(under(event));
    if (control && !control.closest('a[href]')) root.setAttribute(TAPPED_ATTRIBUTE, '');
  };
  whileBeforeApp(doc, ['pointerdown'], onPointerDown, { capture: true, passive: true });
}

/**
 * Stops the page's own downloads (the app's code, asked for early on a slow link: startPage)
 * when a link of a page drawn ahead of the app is followed in this tab: on a slow link the next
 * page's HTML would otherwise share the line with ~150 KB of code this page no longer needs. A
 * link within the page (a hash), a new tab or a download leaves them. A page so stopped and
 * shown again from the back/forward cache, its code cut short, loads afresh.
 */
export function leaveAtOnceBeforeApp(doc: Document = document, win: Window = window): void {
  let stopped = false;
  const onClick = (event: MouseEvent, root: HTMLElement) => {
    const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link) || link.hasAttribute('download')) return;
    if ((link.target && link.target !== '_self') || link.origin !== win.location.origin) return;
    if (link.pathname === win.location.pathname && link.search === win.location.search) return;
    stopped = true;
    win.stop();
  };
  whileBeforeApp(doc, ['click'], onClick);
  win.addEventListener('pageshow', (event) => {
    if (event.persisted && stopped) win.location.reload();
  });
}

/** Keys that move between controls or reach the browser, not act on a control: never held. */
const PASSING_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'Escape']);

/** What a waiting control could act on before the app has the page (a click too: a screen reader's). */
const HELD_EVENTS = ['keydown', 'keypress', 'keyup', 'click'] as const;

/**
 * Holds a key press or a click on a waiting control of a page drawn ahead of the app, as
 * index.html's <style> holds the pointer: its default action is cancelled (a radio stays as
 * drawn, no form is sent), and the loading bar shows, as for a tap. So a control
 * need not be disabled until the app has it (the ballot's points, docs/rules.md): enabled from
 * the first paint, it answers the moment the app has the page, with no render to enable it.
 */
export function holdKeysBeforeApp(doc: Document = document): void {
  const hold = (event: Event, root: HTMLElement) => {
    if (event instanceof KeyboardEvent && (PASSING_KEYS.has(event.key) || event.ctrlKey || event.metaKey)) return;
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    const control = target.closest(WAITING_CONTROLS);
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    if (event.type === 'keydown' || event.type === 'click') root.setAttribute(TAPPED_ATTRIBUTE, '');
  };
  whileBeforeApp(doc, HELD_EVENTS, hold, { capture: true });
}

/**
 * Runs in index.html: starts the page's reads and fetches its screen's code and CSS (`chunks`).
 * A page drawn on the server (or the prerendered landing) carries its data and paints without
 * the code: only the code loads, as the stylesheets the paint waits on come in: on a slow link
 * once the first is in (its bytes come a round trip later, as the others end), else once the
 * first paint is on screen (lib/first-paint-shown.ts: a request ending before it is charged to it).
 */
export function startPage(chunks: Record<string, string[]>): void {
  const { pathname, search } = window.location;
  const page = matchPage(pathname);
  const started: Record<string, Promise<Response>> = {};
  const drawn = document.documentElement.hasAttribute(DRAWN_ATTRIBUTE);
  for (const url of drawn ? [] : pageReads(page, search).map(readUrl)) {
    started[url] = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    started[url].catch(() => {}); // an unused failure is not an unhandled rejection
  }
  (window as ShellWindow).__shellResponses = started;
  // #root is not parsed yet: the listener looks at it when a tap comes (and then leaves if it waits for nothing).
  showTapsBeforeApp();
  holdKeysBeforeApp();
  leaveAtOnceBeforeApp();
  // The drawn page's lazy parts (the user menu…) too: the app waits for them before it hydrates,
  // so they come in the same wave, not after the app has run.
  const lazies = document.documentElement.getAttribute(LAZIES_ATTRIBUTE)?.split(' ') ?? [];
  const files = [...new Set([BOOT_CHUNKS, page.name, ...lazies].flatMap((name) => (name ? (chunks[name] ?? []) : [])))];
  const preload = (from: number, count: number) => {
    for (const href of files.slice(from, from + count)) {
      const link = document.createElement('link');
      const css = href.endsWith('.css');
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    // Each link costs the main thread: after the first paint, a few per task, so none is long.
    if (from + count < files.length) setTimeout(() => preload(from + count, count), 0);
  };
  if (drawn) {
    let asked = false;
    const ask = () => {
      if (asked) return;
      asked = true;
      preload(0, PRELOADS_PER_TASK);
    };
    // On a slow link the code cannot arrive before the first paint, and is asked for as soon as
    // the link is seen slow: when a first stylesheet is in, so that the code's first bytes come a
    // round trip later, as the other sheets end (the line idle in between otherwise), or at the
    // latest in the first frame, before its layout. The report of the paint, or a task after it,
    // waits for a slow phone's layout and paint of the page (0.3–0.6 s on slow 3G).
    const onSheet = (event: Event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet' && onSlowLink()) ask();
    };
    document.addEventListener('load', onSheet, { capture: true });
    requestAnimationFrame(() => {
      document.removeEventListener('load', onSheet, { capture: true });
      if (onSlowLink()) ask();
      else whenFirstPaintShown(() => setTimeout(ask, 0));
    });
  } else preload(0, files.length);
}

/**
 * How long a stylesheet took to come, from its request to its last byte, on a link too slow to
 * bring the app's code before the first paint (slow 3G: ~1 s; loopback or broadband: a few ms).
 */
export const SLOW_LINK_MS = 250;

/** Whether the page's stylesheets, already in, came as slowly as SLOW_LINK_MS or slower. */
export function onSlowLink(perf: Pick<Performance, 'getEntriesByType'> = performance): boolean {
  return (perf.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
    (entry) =>
      /\.css($|\?)/.test(entry.name) && entry.responseEnd - (entry.requestStart || entry.startTime) >= SLOW_LINK_MS,
  );
}
