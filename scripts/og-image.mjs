// Draws the link-preview card (client/public/og-image.jpg, 1200x630) in Chromium from the HTML below:
// the app's mark and name on its brand gradient. The PNG is committed, so neither the build nor the
// server needs a browser or the network; run `node scripts/og-image.mjs` again after a brand change.
import { chromium } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/public/og-image.jpg');

const html = `<!doctype html>
<html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body {
    display: flex; flex-direction: column; justify-content: center; gap: 28px; padding: 0 96px;
    box-sizing: border-box; color: #fff; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif;
    background: linear-gradient(135deg, #047857 0%, #075985 100%);
  }
  .mark { display: flex; align-items: center; gap: 32px; }
  svg { width: 148px; height: 148px; filter: drop-shadow(0 8px 24px rgba(0,0,0,.25)); }
  h1 { margin: 0; font-size: 96px; letter-spacing: -2px; }
  p { margin: 0; font-size: 38px; color: rgba(255,255,255,.86); line-height: 1.35; }
  .rule { width: 160px; height: 8px; border-radius: 4px; background: #fbbf24; }
</style></head>
<body>
  <div class="mark">
    <svg viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#059669"/><path d="M9 9h4v5.5h6V9h4v14h-4v-5h-6v5H9z" fill="#fff"/></svg>
    <h1>Huddle</h1>
  </div>
  <div class="rule"></div>
  <p>Standings, live matchups, keepers, the draft board<br/>and every season of our fantasy football league</p>
</body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: out, type: 'jpeg', quality: 88 });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
