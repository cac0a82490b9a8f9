// Whether web/dist holds a production build newer than every source it is made from: what
// `npm start` checks before serving it, and what the API tests check before drawing its pages.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const WEB_DIST = join(root, 'web/dist');
// Written by the web build (web/vite.config.ts) next to index.html; a build made by
// `NODE_ENV=development vite build` says so and is never served by `npm start`.
const marker = join(WEB_DIST, 'build.json');

/** The build on disk: its mode and when it was made, or null when there is none. */
export function webBuild() {
  if (!existsSync(marker)) return null;
  try {
    return { mode: JSON.parse(readFileSync(marker, 'utf8')).mode, at: statSync(marker).mtimeMs };
  } catch {
    return null;
  }
}

export function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'protocol/src'].map((p) => join(root, p));

/** True when web/dist is a production build made after the last change to its sources. */
export function webBuildIsFresh(built = webBuild()) {
  return (
    built?.mode === 'production' &&
    SOURCES.every(
      (p) => !existsSync(p) || (statSync(p).isDirectory() ? newestSource(p) : statSync(p).mtimeMs) <= built.at,
    )
  );
}
