import { describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import {
  BEFORE_APP_ATTRIBUTE,
  holdKeysBeforeApp,
  leaveAtOnceBeforeApp,
  onSlowLink,
  SLOW_LINK_MS,
  showTapsBeforeApp,
  TAPPED_ATTRIBUTE,
  WAITING_CONTROLS,
} from './page-start.ts';

// A page drawn ahead of the app: a tap on a control that waits for it shows a loading bar
// (index.html's <style>), where a phone would otherwise show nothing (docs/rules.md).

function drawnPage() {
  const doc = document.implementation.createHTMLDocument('drawn');
  doc.body.innerHTML = `<div id="root" ${BEFORE_APP_ATTRIBUTE}>
    <article id="card"><p>Night drives</p><button type="button" id="start">Start voting</button>
      <a href="/vote/1" id="link"><span id="inside">Cast Your Vote</span></a></article></div>`;
  const root = doc.getElementById('root')!;
  const at = (id: string) => doc.getElementById(id)!;
  // jsdom lays nothing out: the button sits at 100–200 × 40–80, where a finger would find it.
  at('start').getBoundingClientRect = () => ({ left: 100, right: 200, top: 40, bottom: 80 }) as DOMRect;
  const tap = (id: string, x = 150, y = 60) =>
    at(id).dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: x, clientY: y }));
  showTapsBeforeApp(doc);
  return { root, tap, tapped: () => root.hasAttribute(TAPPED_ATTRIBUTE) };
}

describe('a tap before the app has the page', () => {
  it('on a waiting control shows that the page is loading', () => {
    const page = drawnPage();
    page.tap('start');
    expect(page.tapped()).toBe(true);
  });

  it('on what lies under a control (it ignores the pointer) finds the control under the finger', () => {
    const page = drawnPage();
    page.tap('card', 20, 20);
    expect(page.tapped()).toBe(false);
    page.tap('card');
    expect(page.tapped()).toBe(true);
  });

  it('on a link shows nothing: the link leads on by itself', () => {
    const page = drawnPage();
    page.tap('inside');
    page.tap('link');
    expect(page.tapped()).toBe(false);
  });

  it('once the app has the page, shows nothing', () => {
    const page = drawnPage();
    page.root.removeAttribute(BEFORE_APP_ATTRIBUTE);
    page.tap('start');
    expect(page.tapped()).toBe(false);
  });

  it('looks for the controls index.html makes wait', () => {
    const waiting = /#root\[data-before-app\] :is\((.*)\) \{ pointer-events: none; \}/.exec(indexHtml)?.[1];
    expect(waiting).toBe(WAITING_CONTROLS);
  });
});

describe('a key press or click on a drawn control before the app has the page', () => {
  function drawnBallot() {
    const doc = document.implementation.createHTMLDocument('drawn');
    doc.body.innerHTML = `<div id="root" ${BEFORE_APP_ATTRIBUTE}>
      <div role="radiogroup"><input type="radio" name="p" id="p0" value="0" checked><label for="p0">0</label>
        <input type="radio" name="p" id="p1" value="1"><label for="p1">1</label></div>
      <a href="/room/1" id="link">Back to room</a></div>`;
    holdKeysBeforeApp(doc);
    const root = doc.getElementById('root')!;
    const radio = (id: string) => doc.getElementById(id) as HTMLInputElement;
    const key = (id: string, key: string, options: KeyboardEventInit = {}) =>
      doc
        .getElementById(id)!
        .dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }));
    return { root, radio, key, tapped: () => root.hasAttribute(TAPPED_ATTRIBUTE) };
  }

  it('is held: the drawn choice stays, and the page says it is still loading', () => {
    const page = drawnBallot();
    expect(page.key('p0', ' ')).toBe(false); // cancelled
    expect(page.tapped()).toBe(true);
    // A click (a screen reader's, or a label's) would check the radio: cancelled, it stays as drawn
    // (the drawn choice coming back is the browser's: server-rendered.spec.ts).
    page.radio('p1').click();
    expect(page.radio('p1').checked).toBe(false);
  });

  it('lets moving between controls, a link and the browser’s shortcuts through', () => {
    const page = drawnBallot();
    expect(page.key('p0', 'Tab')).toBe(true);
    expect(page.key('link', 'Enter')).toBe(true);
    expect(page.key('p0', 'r', { ctrlKey: true })).toBe(true);
    expect(page.tapped()).toBe(false);
  });

  it('once the app has the page, holds nothing', () => {
    const page = drawnBallot();
    page.root.removeAttribute(BEFORE_APP_ATTRIBUTE);
    expect(page.key('p0', ' ')).toBe(true);
    page.radio('p1').click();
    expect(page.radio('p1').checked).toBe(true);
    expect(page.tapped()).toBe(false);
  });
});

describe('a link followed before the app has the page', () => {
  function drawnRoom() {
    const doc = document.implementation.createHTMLDocument('drawn');
    doc.head.innerHTML = '<base href="http://localhost:3000/room/1">';
    doc.body.innerHTML = `<div id="root" ${BEFORE_APP_ATTRIBUTE}>
      <a href="#main" id="skip">Skip to content</a>
      <a href="/room/1?tab=members" id="tab"><span id="label">Members</span></a>
      <a href="/room/1?tab=members" id="new-tab" target="_blank">Members</a>
      <a href="https://www.youtube.com/watch?v=x" id="away">On YouTube</a><main id="main"></main></div>`;
    const shown: ((event: PageTransitionEvent) => void)[] = [];
    const win = {
      stop: vi.fn(),
      location: { origin: 'http://localhost:3000', pathname: '/room/1', search: '', reload: vi.fn() },
      addEventListener: (_type: string, listener: (event: PageTransitionEvent) => void) => shown.push(listener),
    };
    leaveAtOnceBeforeApp(doc, win as unknown as Window);
    // jsdom does not navigate: the link's own action is left out once the listener has seen it.
    doc.addEventListener('click', (event) => event.preventDefault());
    const click = (id: string, options: MouseEventInit = {}) =>
      doc.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...options }));
    const showAgain = () => {
      for (const listener of shown) listener({ persisted: true } as PageTransitionEvent);
    };
    return { root: doc.getElementById('root')!, win, click, showAgain };
  }

  it("stops the page's own downloads, so the next page has the link to itself", () => {
    const page = drawnRoom();
    page.click('label');
    expect(page.win.stop).toHaveBeenCalledTimes(1);
  });

  it('leaves them for a link within the page, a new tab, another site or a modified click', () => {
    const page = drawnRoom();
    page.click('skip');
    page.click('new-tab');
    page.click('away');
    page.click('tab', { ctrlKey: true });
    page.click('tab', { button: 1 });
    expect(page.win.stop).not.toHaveBeenCalled();
  });

  it('once the app has the page, leaves them', () => {
    const page = drawnRoom();
    page.root.removeAttribute(BEFORE_APP_ATTRIBUTE);
    page.click('tab');
    expect(page.win.stop).not.toHaveBeenCalled();
  });

  it('loads the page afresh when it comes back from the back/forward cache, its code cut short', () => {
    const page = drawnRoom();
    page.showAgain();
    expect(page.win.location.reload).not.toHaveBeenCalled();
    page.click('tab');
    page.showAgain();
    expect(page.win.location.reload).toHaveBeenCalledTimes(1);
  });
});

describe('a slow link', () => {
  const timings = (...entries: [string, number, number][]) => ({
    getEntriesByType: (type: string) =>
      type === 'resource'
        ? entries.map(([name, requestStart, responseEnd]) => ({
            name,
            startTime: requestStart,
            requestStart,
            responseEnd,
          }))
        : [],
  });

  it('is one its stylesheets came slowly over', () => {
    expect(onSlowLink(timings(['/assets/index.css', 900, 1_850]) as unknown as Performance)).toBe(true);
    expect(onSlowLink(timings(['/assets/index.css', 20, 20 + SLOW_LINK_MS]) as unknown as Performance)).toBe(true);
  });

  it('is not one where they came at once, whatever else was slow', () => {
    const fast = timings(['/assets/index.css', 20, 24], ['/assets/room.css?v=1', 20, 31], ['/api/slow', 20, 2_000]);
    expect(onSlowLink(fast as unknown as Performance)).toBe(false);
    expect(onSlowLink(timings() as unknown as Performance)).toBe(false);
  });
});
