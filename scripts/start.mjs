// `npm start`: serves the production build. The client is built once when there is no build; the
// server is compiled on every start (a fraction of a second), so edited sources always take effect.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServer } from './build-server.mjs';
import { SERVER_ENTRY, SERVER_NODE_ARGS, SERVER_PROCESS_ENV } from './server-process.mjs';

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
