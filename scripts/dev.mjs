// `npm run dev`: the server with Vite's dev server inside it (server/dev-client.ts): hot reload for the
// browser's modules, every page rendered on the server from source as `npm start` renders the build,
// and the server restarting once when one of its own files is saved.
import { spawn } from 'node:child_process';

// The server's sources, watched as folders: Node's plain `--watch` follows every file the process
// imports, Vite's temporary config file among them (written and deleted at each start), so each start
// set off the next restart, forever. The client's modules are Vite's to reload (hot reload).
const SERVER_SOURCES = ['server', 'common'];

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    ...SERVER_SOURCES.map((folder) => `--watch-path=${folder}`),
    'server/index.ts',
    '--dev',
  ],
  { stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
