// Writes the offline demo league to fixtures/demo-league/ (npm run demo:generate). Deterministic: the
// same code always writes the same bytes; server/sleeper/demo-fixtures.test.ts fails on stale files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoLeague } from './demo-league/build.ts';
import { serializeFixture } from './demo-league/serialize.ts';

const outDir =
  process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'demo-league');
const files = buildDemoLeague();
rmSync(outDir, { recursive: true, force: true });
let bytes = 0;
for (const [relPath, value] of files) {
  const file = join(outDir, `${relPath}.json`);
  mkdirSync(dirname(file), { recursive: true });
  const text = serializeFixture(value);
  bytes += text.length;
  writeFileSync(file, text);
}
console.log(`wrote ${files.size} files (${(bytes / 1e6).toFixed(2)} MB) to ${outDir}`);
