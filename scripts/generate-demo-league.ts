// Writes the offline demo league to fixtures/demo-league/ (npm run demo:generate). Deterministic: the
// same code always writes the same bytes; server/sleeper/demo-fixtures.test.ts fails on stale files.
// DEMO_FORMAT, DEMO_DIVISIONS, DEMO_MEDIAN and DEMO_PLAYOFFS (checked as the server checks them) build
// another format, to a directory given as the argument: the committed fixtures stay the default format,
// which the server builds the others from at start anyway.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { isDefaultDemoFormat } from '../server/sleeper/demo-format.ts';
import { buildDemoLeague } from '../server/demo-league/build.ts';
import { serializeFixture } from '../server/demo-league/serialize.ts';

const { DEMO_FORMAT, DEMO_DIVISIONS, DEMO_MEDIAN, DEMO_PLAYOFFS } = process.env;
const { demoFormat } = loadConfig({ DEMO_FORMAT, DEMO_DIVISIONS, DEMO_MEDIAN, DEMO_PLAYOFFS });
const committedDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'demo-league');
const outDir = process.argv[2] ?? committedDir;
if (outDir === committedDir && !isDefaultDemoFormat(demoFormat)) {
  console.error('Another demo format is written to a directory of its own: npm run demo:generate -- <dir>');
  process.exit(1);
}
const files = buildDemoLeague(demoFormat);
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
