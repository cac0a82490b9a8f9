// `npm start`: build the web app if it is missing, older than its sources or was built in
// another mode, and the API bundle if older than its sources, then serve web, API and sockets from one process (migrations run at start-up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApi } from './build-api.mjs';
import { SERVER_ARGS } from './server-args.mjs';
import { newestSource, webBuild, webBuildIsFresh } from './web-build.mjs';

const root = resolve(import.meta.dirname, '..');
const built = webBuild();
const stale = !webBuildIsFresh(built);

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
