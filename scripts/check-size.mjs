// Bundle budget from the production build: the JS and CSS a first visit loads (the entry
// and what index.html preloads), gzip-compressed. A byte count, so it may fail the build.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// JS at 170 KB (230 before): the app's code comes in a few grouped chunks (web/build/chunk-groups.ts),
// so a slow phone makes ~15 requests for a page instead of ~75, and Mantine's components are
// grouped by the screens using them: a first visit loads the frame's (`ui`, 33 KB gzip), not
// every screen's (the landing's initial JS 226 → 156 KB gzip; vote point on slow 3G 8.9 → 7.9 s).
const LIMITS = { js: 170 * 1024, css: 25 * 1024 };
const dist = resolve(import.meta.dirname, '../web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const linked = [...html.matchAll(/(?:src|href)="\/([^"]+\.(js|css))"/g)].map((m) => m[1]);
// The app's own code, which index.html's inline script preloads for every page (the "*" entry
// of web/build/shell-prefetch.ts's map) and the entry imports after the first paint.
const boot = JSON.parse(html.match(/"\*":(\[[^\]]*\])/)?.[1] ?? '[]').map((href) => href.slice(1));
const initial = [...new Set([...linked, ...boot])].map((file) => ({
  file,
  kind: file.endsWith('.css') ? 'css' : 'js',
}));
const totals = { js: 0, css: 0 };
for (const { file, kind } of initial) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  totals[kind] += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB gzip  ${file}`);
}
let failed = false;
for (const kind of ['js', 'css']) {
  const ok = totals[kind] <= LIMITS[kind];
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} initial ${kind.toUpperCase()}: ${(totals[kind] / 1024).toFixed(1)} KB gzip (limit ${LIMITS[kind] / 1024} KB)`,
  );
}
if (initial.length === 0) {
  console.log('FAIL no scripts or styles found in web/dist/index.html');
  failed = true;
}
process.exit(failed ? 1 : 0);
