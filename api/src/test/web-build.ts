import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { WEB_DIST, webBuildIsFresh } from '../../../scripts/web-build.mjs';

// The real web app for the tests that serve its pages (server rendering, the hostile-text
// read-back), so what they test is the page a browser gets. A `vite build` takes 10–40 s: a run
// makes at most one, shared by every file that asks, and none when web/dist is already a fresh
// production build (CI builds it first; `npm start` trusts the same check).

declare module 'vitest' {
  export interface ProvidedContext {
    /** A scratch directory of this run, where the first file that needs a build makes it. */
    webBuildDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'clipclub-test-web-'));
  project.provide('webBuildDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web');
const BUILD_LIMIT_MS = 300_000;

/** The directory of a production build of the web app as it is in the sources. */
export async function builtWebApp(): Promise<string> {
  if (webBuildIsFresh()) return WEB_DIST;
  const dir = inject('webBuildDir');
  const outDir = join(dir, 'dist');
  const result = join(dir, 'result');
  // Written whole, then renamed into place, so a waiting file never reads half of it.
  const settle = (outcome: string) => {
    writeFileSync(`${result}.tmp`, outcome);
    renameSync(`${result}.tmp`, result);
  };
  let building = false;
  try {
    mkdirSync(join(dir, 'lock'));
    building = true;
  } catch {
    // Another file of this run took the lock: wait for its build below.
  }
  if (building) {
    const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
    try {
      await promisify(execFile)(
        process.execPath,
        [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
        { cwd: WEB_DIR, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 },
      );
      settle('built');
    } catch (error) {
      settle(`failed: ${(error as Error).message}`);
    }
  }
  const deadline = Date.now() + BUILD_LIMIT_MS;
  while (!existsSync(result)) {
    if (Date.now() > deadline) throw new Error(`the web build did not finish within ${BUILD_LIMIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const outcome = readFileSync(result, 'utf8');
  if (outcome !== 'built') throw new Error(`the web build ${outcome}`);
  return outDir;
}
