import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';
import { NOT_FOUND_PAGE, PAGE_ROUTES, SIGN_IN_PAGE, pageFor, pagePreloadTags } from './page-preloads';

const member = { isAdmin: false };
const admin = { isAdmin: true };

describe('pageFor', () => {
  it('names the page a member, an admin and a visitor see at a path', () => {
    const page = (pathname: string, user: { isAdmin: boolean } | null) =>
      pageFor(pathname, user)?.page ?? null;
    expect(page('/', member)).toBe('features/dashboard/DashboardPage');
    expect(page('/', null)).toBe('features/auth/LandingPage');
    expect(page('/history/', member)).toBe('features/history/HistoryPage');
    expect(page('/history', null)).toBe(SIGN_IN_PAGE);
    expect(page('/managers/193914789283299946', member)).toBe('features/managers/ManagerPage');
    expect(page('/games/2024/3', member)).toBe('features/records/WeekGamesPage');
    expect(page('/admin/users', admin)).toBe('features/users/AdminUsersPage');
    expect(page('/admin/users', member)).toBeNull();
    expect(page('/secure-login', null)).toBe(SIGN_IN_PAGE);
    expect(page('/no-such-page', member)).toBe(NOT_FOUND_PAGE);
    expect(page('/history/extra', member)).toBe(NOT_FOUND_PAGE);
  });

  it("gives the route's path parameters, decoded, to a member only", () => {
    expect(pageFor('/games/2024/3', member)?.params).toEqual({ season: '2024', week: '3' });
    expect(pageFor('/managers/a%20b', member)?.params).toEqual({ userId: 'a b' });
    expect(pageFor('/managers/%E0%A4%A', member)?.params).toEqual({ userId: '%E0%A4%A' });
    expect(pageFor('/games/2024/3', null)?.params).toEqual({});
  });

  it('knows exactly the page modules the client loads lazily (client/src/app/pages.ts)', () => {
    const source = readFileSync(path.join(PROJECT_ROOT, 'client/src/app/pages.ts'), 'utf8');
    const imported = [...source.matchAll(/import\('@\/([^']+)'\)/g)].map((m) => m[1]);
    const known = new Set([
      ...PAGE_ROUTES.flatMap((route) => [route.page, route.visitorPage ?? route.page]),
      NOT_FOUND_PAGE,
      SIGN_IN_PAGE,
    ]);
    expect(new Set(imported)).toEqual(known);
  });
});

describe('pagePreloadTags', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_select.js': { file: 'assets/select.js', imports: ['_react.js', '_radix.js'] },
    '_radix.js': { file: 'assets/radix.js', imports: ['_select.js'] },
    'src/features/draft-board/DraftBoardPage.tsx': {
      file: 'assets/DraftBoardPage.js',
      imports: ['index.html', '_select.js'],
    },
  };

  it("lists the page's chunk and every chunk it imports, without the entry's, each once", () => {
    expect(pagePreloadTags(manifest, 'features/draft-board/DraftBoardPage')).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/DraftBoardPage.js">',
        '<link rel="modulepreload" crossorigin href="/assets/select.js">',
        '<link rel="modulepreload" crossorigin href="/assets/radix.js">',
      ].join(''),
    );
  });

  it('is empty for a page the build does not have', () => {
    expect(pagePreloadTags(manifest, 'features/history/HistoryPage')).toBe('');
  });
});
