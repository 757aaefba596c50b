import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_NAME: 'Gridiron' } });
});
afterAll(() => t.close());

describe('GET /manifest.webmanifest', () => {
  it('names the app after APP_NAME and has what installing needs', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Gridiron FFB Dashboard',
      short_name: 'Gridiron',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#059669',
    });
    const sizes = (purpose: string) =>
      (manifest.icons as { sizes: string; purpose: string; type: string }[])
        .filter((icon) => icon.purpose === purpose && icon.type === 'image/png')
        .map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
  });
});
