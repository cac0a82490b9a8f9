import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import {
  BEFORE_APP_ATTRIBUTE,
  holdKeysBeforeApp,
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
