// `npm run dev`: the server with Vite's dev server inside it (server/dev-client.ts): hot reload for the
// browser's modules, every page rendered on the server from source as `npm start` renders the build,
// and the server restarting when its own files change.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts', '--dev'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
