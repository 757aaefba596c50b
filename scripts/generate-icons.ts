// Draws the app's PNG icons (web app manifest, home screen) from the same mark as favicon.svg, in
// headless Chromium: `node --import tsx scripts/generate-icons.ts`. The PNGs are committed under
// client/public/icons; run this again only when the mark changes.
import { chromium } from '@playwright/test';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/paths';

const GREEN = '#059669';
const GLYPH = 'M9 9h4v5.5h6V9h4v14h-4v-5h-6v5H9z';
const OUT = path.join(PROJECT_ROOT, 'client', 'public', 'icons');

/** 'any': the favicon's rounded square. 'maskable': full bleed, the glyph inside the 80% safe zone. */
function svg(purpose: 'any' | 'maskable'): string {
  const background =
    purpose === 'any'
      ? `<rect width="32" height="32" rx="8" fill="${GREEN}"/>`
      : `<rect width="32" height="32" fill="${GREEN}"/>`;
  const glyph =
    purpose === 'any'
      ? `<path d="${GLYPH}" fill="#fff"/>`
      : `<g transform="translate(4.8 4.8) scale(0.7)"><path d="${GLYPH}" fill="#fff"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}${glyph}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'maskable' },
] as const;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const body = svg(icon.purpose).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote client/public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
