// The server's own small pages (development sign-in, log out) share one shell and look: a dark
// card in the middle of the screen. No inline script: the Content-Security-Policy forbids it.
const BASE_STYLE = `  *, *::before, *::after { box-sizing: border-box; }
  body { font-family: system-ui, sans-serif; background: #1a1b1e; color: #e9ecef; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  form { background: #25262b; padding: 2rem; border-radius: 12px; width: min(360px, 90vw); display: grid; gap: 1rem; }
  h1 { margin: 0; font-size: 1.4rem; }
  button { padding: .7rem; border: 0; border-radius: 8px; background: #7048e8; color: white; font-size: 1rem; cursor: pointer; }`;

/** A whole HTML page: `title` goes before " · Clip Club"; `style` adds to the shared rules. */
export function serverPage({ title, style = '', body }: { title: string; style?: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Clip Club</title>
<style>
${BASE_STYLE}
${style}
</style>
</head>
<body>
${body}
</body>
</html>`;
}
