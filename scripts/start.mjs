// `npm start`: serves the production build. The client is built when there is no build or a source is
// newer than it (and says which); the server is compiled on every start (a fraction of a second): an
// edited source always takes effect.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { clientBuildReason } from './build-freshness.mjs';
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
const rebuild = clientBuildReason();
if (rebuild) {
  console.log(`${rebuild}: building the client...`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  // The compiler is a development dependency: an install without them (npm ci --omit=dev) serves the
  // server it has, compiled before.
  const compiler = await import('./build-server.mjs').catch((error) => {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  });
  if (compiler) await compiler.buildServer();
  else if (!existsSync(SERVER_ENTRY)) {
    console.error(
      'No compiled server (dist/server) and no compiler installed: run npm install, then npm start.',
    );
    process.exit(1);
  }
}
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...SERVER_PROCESS_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
