// `npm start`: build the web app if it is missing, older than its sources or was built in
// another mode, and the API bundle if older than its sources, then serve web, API and sockets from one process (migrations run at start-up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApi } from './build-api.mjs';
import { SERVER_ARGS } from './server-args.mjs';

const root = resolve(import.meta.dirname, '..');
// Written by the web build (web/vite.config.ts) next to index.html; a build made by
// `NODE_ENV=development vite build` says so and is never served by `npm start`.
const marker = join(root, 'web/dist/build.json');
const built = (() => {
  if (!existsSync(marker)) return null;
  try {
    return { mode: JSON.parse(readFileSync(marker, 'utf8')).mode, at: statSync(marker).mtimeMs };
  } catch {
    return null;
  }
})();

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}
const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'protocol/src'].map((p) => join(root, p));
const stale =
  built?.mode !== 'production' ||
  sources.some((p) => existsSync(p) && (statSync(p).isDirectory() ? newestSource(p) : statSync(p).mtimeMs) > built.at);

if (stale) {
  console.log(
    built === null
      ? 'Building the web app…'
      : built.mode !== 'production'
        ? `The web app on disk is a ${built.mode} build; rebuilding for production…`
        : 'Web app sources changed; rebuilding…',
  );
  // Always a production bundle, whatever NODE_ENV the shell exports.
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The API runs as one bundled JavaScript file (scripts/build-api.mjs), rebuilt when older than
// its sources; esbuild takes about a second.
const apiBuilt = existsSync(join(root, 'api/dist/server.js')) ? statSync(join(root, 'api/dist/server.js')).mtimeMs : 0;
const apiSources = ['api/src', 'protocol/src', 'migrations', 'api/package.json'].map((p) => join(root, p));
if (
  apiSources.some(
    (p) => existsSync(p) && (statSync(p).isDirectory() ? newestSource(p) : statSync(p).mtimeMs) > apiBuilt,
  )
) {
  console.log('Building the API…');
  await buildApi();
}

// The IPC channel tells the server when this process is gone, even by kill -9 (it shuts down).
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
// Pass stop signals on so the server closes cleanly (sockets, database) before we exit.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
// `npm start` runs us through `sh -c`, which dies on SIGTERM without passing it on: when our
// parent changes (we were orphaned), stop the server as if the signal had reached us.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
