// `npm run cli -- <command>`: the command line (server/cli.ts) run compiled, as the server is
// (scripts/build-server.mjs): compiled again at each run where the compiler is installed (a fraction of
// a second, so an edited source takes effect), else the copy compiled before.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CLI_ENTRY = 'dist/server/cli.js';

const compiler = await import('./build-server.mjs').catch((error) => {
  // Only a missing compiler (an install without development dependencies) falls back.
  if (error?.code === 'ERR_MODULE_NOT_FOUND') return null;
  throw error;
});
if (compiler) await compiler.buildServer({ entry: 'server/cli.ts', outfile: CLI_ENTRY });
else if (!existsSync(CLI_ENTRY)) {
  console.error(
    'Error: no compiled command line (dist/server/cli.js) and no compiler installed: run npm install.',
  );
  process.exit(1);
}
// The command line reads its arguments from process.argv, which this process shares.
await import(pathToFileURL(CLI_ENTRY).href);
