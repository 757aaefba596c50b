// The answers a device keeps for offline use (common/offline-policy.ts) are the members' own: every
// GET route only an admin or the owner may call is on the never-kept list, and no member's route
// is, so the list can neither miss a new admin route nor take a page's data away offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayKeepOffline } from '../../common/offline-policy';
import { createTestApp, type TestApp } from '../test/harness';
import { demoUrl } from './route-urls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('offline copies', () => {
  it('never keep an answer only an admin may read, and keep every member answer', () => {
    const gets = t.app.routeTable.filter((route) => route.method === 'GET' && route.url.startsWith('/api/'));
    const admins = gets.filter((route) => route.access === 'admin' || route.access === 'owner');
    expect(admins.length).toBeGreaterThan(5);
    for (const route of admins) expect(mayKeepOffline(demoUrl(route.url)), route.url).toBe(false);
    const members = gets.filter((route) => route.access === 'member' || route.access === 'public');
    for (const route of members) expect(mayKeepOffline(demoUrl(route.url)), route.url).toBe(true);
  });

  it('judges a URL by its path, whatever its query string', () => {
    expect(mayKeepOffline('/api/admin/audit?limit=5')).toBe(false);
    expect(mayKeepOffline('/api/league/1/payment-status/2025/admin')).toBe(false);
    expect(mayKeepOffline('/api/league/1/payment-status/2025')).toBe(true);
    expect(mayKeepOffline('/api/league/1/standings?x=/api/admin')).toBe(true);
  });
});
