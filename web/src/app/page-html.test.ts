import { describe, expect, it } from 'vitest';
import { pageHtml, scriptJson } from './page-html.ts';

const TEMPLATE = `<!doctype html>
<html lang="en" class="dark">
  <head><title>Clip Club</title><script>inline()</script></head>
  <body>
    <div id="root"><!-- shell --><header>shell</header><!-- /shell --></div>
  </body>
</html>`;

const page = { markup: '<main>Room</main>', state: '{"drawnAt":1}', styles: ['/assets/boot.css', '/assets/room.css'] };

describe('a page drawn ahead of the app, as HTML', () => {
  it('puts the markup in place of the shell, waiting for the app, with its state and stylesheets', () => {
    const html = pageHtml(TEMPLATE, page);
    expect(html).toContain('<div id="root" data-before-app><main>Room</main></div>');
    expect(html).not.toContain('shell');
    expect(html).toContain('<html data-drawn lang="en"');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/boot.css"><link rel="stylesheet" crossorigin href="/assets/room.css"></head>',
    );
    expect(html).toContain('<script type="application/json" id="page-state">{"drawnAt":1}</script></body>');
    expect(html).toContain('<script>inline()</script>');
  });

  it('names the lazy parts it shows on <html>, for the inline script to preload their code', () => {
    const html = pageHtml(TEMPLATE, { ...page, lazies: ['screen:vote', 'ranked-panel'] });
    expect(html).toContain('<html data-drawn data-lazies="screen:vote ranked-panel" lang="en"');
  });

  it("moves the screen's link-preview <meta> tags into <head> beside its title", () => {
    const markup = '<title>Results</title><meta property="og:title" content="A &gt; B"/><main>R</main>';
    const html = pageHtml(TEMPLATE, { ...page, markup });
    expect(html).toMatch(/<head>.*<meta property="og:title" content="A &gt; B"\/>.*<\/head>/s);
    expect(html).toContain('<div id="root" data-before-app><main>R</main></div>');
  });

  it("moves the screen's <title> into <head>, or keeps index.html's", () => {
    const titled = pageHtml(TEMPLATE, { ...page, markup: '<title>Film &amp; Co · Clip Club</title><main>Room</main>' });
    expect(titled).toContain('<head><title>Film &amp; Co · Clip Club</title>');
    expect(titled).toContain('<div id="root" data-before-app><main>Room</main></div>');
    expect(pageHtml(TEMPLATE, page)).toContain('<title>Clip Club</title>');
  });

  it('takes $ in the markup and the state as text, not as replacement patterns', () => {
    const html = pageHtml(TEMPLATE, { ...page, markup: "<h1>$& $' $1</h1>", state: '{"name":"$&"}' });
    expect(html).toContain("<h1>$& $' $1</h1>");
    expect(html).toContain('{"name":"$&"}</script>');
  });

  it('refuses an index.html without its shell markers', () => {
    expect(() => pageHtml('<html><body><div id="root"></div></body></html>', page)).toThrow(/shell/);
  });
});

describe('JSON inside a script element', () => {
  it('cannot close the element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!--', n: 1 };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
