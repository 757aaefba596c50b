// Screenshots of every page at 375 px and 1440 px into docs/screenshots/ (linked from the README).
// Not part of the normal e2e run (it writes into docs/): `npm run build && SCREENSHOTS=1 npx playwright
// test tests/e2e/screenshots.spec.ts`. The PNGs are the visible viewport, reduced to a 256-colour
// palette with ImageMagick when it is installed, to keep the repository small.
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './fixtures';
import { open, SITE_PAGES } from './site-pages';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const VIEWPORTS = [
  { label: '375', width: 375, height: 812 },
  { label: '1440', width: 1440, height: 900 },
];

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to (re)take the screenshots in docs/screenshots/');

function shrink(file: string): void {
  const result = spawnSync('convert', [file, '-strip', '-colors', '256', `PNG8:${file}`]);
  if (result.error) return; // ImageMagick not installed: keep the full-colour PNG
}

test.use({ sharedServer: true });
test.describe.configure({ mode: 'parallel' });

for (const sitePage of SITE_PAGES) {
  test(`${sitePage.name} at 375 and 1440 px`, async ({ page }) => {
    mkdirSync(OUT_DIR, { recursive: true });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // The first width opens the page.
      if (viewport === VIEWPORTS[0]) await open(page, sitePage);
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = path.join(OUT_DIR, `${sitePage.name}-${viewport.label}.png`);
      await page.screenshot({ path: file, animations: 'disabled' });
      shrink(file);
      test.info().annotations.push({ type: 'size', description: `${file}: ${statSync(file).size} bytes` });
    }
  });
}
