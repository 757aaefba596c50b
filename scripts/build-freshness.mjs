// Whether the production build of the client (the browser's bundle and the server-side entry that
// renders its pages) is older than its sources: `npm start` rebuilds then, so an edited page is never
// served stale.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the client's build is made of: its sources, the shared contract, the build's own config. */
const SOURCES = ['client', 'common', 'vite.config.ts', 'package-lock.json'];

/** The build's outputs: both must exist, and the older of the two dates the build. */
export const BUILD_OUTPUTS = ['dist/client/index.html', 'dist/ssr/entry-server.js'];

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** The newest file under `entry` (a file or a folder), as [path, mtime]; node_modules skipped. */
function newest(entry) {
  const own = statSync(entry, { throwIfNoEntry: false });
  if (!own) return null;
  if (!own.isDirectory()) return [entry, own.mtimeMs];
  let found = null;
  for (const name of readdirSync(entry, { recursive: true })) {
    if (name.split(path.sep).includes('node_modules')) continue;
    const file = path.join(entry, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile() && (!found || stat.mtimeMs > found[1])) found = [file, stat.mtimeMs];
  }
  return found;
}

/**
 * Why the client must be built before serving, in words for the console, or null when the build is
 * there and newer than every source.
 */
export function clientBuildReason(root = '.') {
  const built = BUILD_OUTPUTS.map((file) => mtime(path.join(root, file)));
  if (built.some((time) => time === null)) return 'No production build yet';
  const buildTime = Math.min(...built);
  for (const source of SOURCES) {
    const changed = newest(path.join(root, source));
    if (changed && changed[1] > buildTime) {
      return `${path.relative(root, changed[0])} changed since the last build`;
    }
  }
  return null;
}
