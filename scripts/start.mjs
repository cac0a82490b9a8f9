// `npm start`: build the web app if it is missing or older than its sources, then serve
// web, API and sockets from one process (migrations run at start-up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const builtAt = (() => {
  const index = join(root, 'web/dist/index.html');
  return existsSync(index) ? statSync(index).mtimeMs : 0;
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
const stale = sources.some(
  (p) => existsSync(p) && (statSync(p).isDirectory() ? newestSource(p) : statSync(p).mtimeMs) > builtAt,
);

if (stale) {
  console.log(builtAt ? 'Web app sources changed; rebuilding…' : 'Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
