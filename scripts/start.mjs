// `npm start`: builds the web app and the server when their sources changed since the last
// build, then runs the server, which serves both the API and the built app.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, '.build-stamp');
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const sources = [
  'package-lock.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/drizzle',
  'packages/contracts/src',
  'packages/analyst/src',
  'packages/analyst/data',
  'packages/cv-pdf/src',
  'packages/cv-pdf/fonts',
];

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

function buildIsCurrent() {
  if (!outputs.every((output) => fs.existsSync(path.join(root, output)))) return false;
  if (!fs.existsSync(stampFile)) return false;
  const builtAt = Number(fs.readFileSync(stampFile, 'utf8'));
  return sources.every((source) => newestChange(path.join(root, source)) <= builtAt);
}

if (!buildIsCurrent()) {
  const startedAt = Date.now();
  console.log('Building the app (first start, or the sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, String(startedAt));
}

// Without --enable-source-maps: Node would read and decode the source maps of the bundle and of
// every package that ships one, about 45 MB held for the life of the server. Stack traces name
// the bundle's functions and lines; `node --enable-source-maps apps/server/dist/main.js` maps them
// to the sources when that is wanted.
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
