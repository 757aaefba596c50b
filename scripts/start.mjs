// `npm start`: serves the production build. The client is built once when there is no build; the
// server is compiled on every start (a fraction of a second), so edited sources always take effect.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { buildServer } from './build-server.mjs';
import { SERVER_ENTRY, SERVER_NODE_ARGS, SERVER_PROCESS_ENV } from './server-process.mjs';

// `npm install` refuses an older Node (engines, .npmrc's engine-strict); a copy installed elsewhere
// and started here would crash in the database driver, so the start says what it needs instead.
const oldest = JSON.parse(readFileSync('package.json', 'utf8')).engines.node.replace('>=', '');
const [major, minor] = process.versions.node.split('.').map(Number);
const [needMajor, needMinor] = oldest.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(`Huddle needs Node.js ${oldest} or later (24 LTS, .nvmrc); this is ${process.version}.`);
  process.exit(1);
}

// The browser's build and the server-side entry that renders its pages (dist/ssr) come together.
if (!existsSync('dist/client/index.html') || !existsSync('dist/ssr/entry-server.js')) {
  console.log('No production build yet: building the client once...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  await buildServer();
}
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...SERVER_PROCESS_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
