import { describe, expect, it } from 'vitest';
import { flattenRoutes, matchPattern, matchRoutes, type RouteObject } from './match';

const page = (name: string): RouteObject => ({ handle: name });

// The app's shape: a root layout, public pages, '/' with an index page, a guard around member pages
// with a nested admin section, and a splat for everything else.
const routes: RouteObject[] = [
  {
    handle: 'root',
    children: [
      { path: '/secure-login', ...page('login') },
      { path: '/', handle: 'home', children: [{ index: true, ...page('dashboard') }] },
      { path: '*', ...page('not found') },
      {
        handle: 'guard',
        children: [
          { path: '/managers/:userId', ...page('manager') },
          { path: '/games/:season/:week', ...page('games') },
          {
            path: '/admin',
            handle: 'admin guard',
            children: [
              { index: true, ...page('admin') },
              { path: 'users', ...page('users') },
            ],
          },
        ],
      },
    ],
  },
];
const branches = flattenRoutes(routes);
const handlesAt = (pathname: string) => matchRoutes(branches, pathname)?.routes.map((route) => route.handle);

describe('matchRoutes', () => {
  it('finds a page with every route around it, outermost first', () => {
    expect(handlesAt('/')).toEqual(['root', 'home', 'dashboard']);
    expect(handlesAt('/admin')).toEqual(['root', 'guard', 'admin guard', 'admin']);
    expect(handlesAt('/admin/users')).toEqual(['root', 'guard', 'admin guard', 'users']);
    expect(handlesAt('/secure-login')).toEqual(['root', 'login']);
  });

  it('reads path parameters, decoded', () => {
    expect(matchRoutes(branches, '/games/2024/7')?.params).toEqual({ season: '2024', week: '7' });
    expect(matchRoutes(branches, '/managers/a%20b')?.params).toEqual({ userId: 'a b' });
  });

  it('ignores trailing and doubled slashes and the case of fixed segments', () => {
    expect(handlesAt('/admin/users/')).toEqual(handlesAt('/admin/users'));
    expect(handlesAt('//admin//users')).toEqual(handlesAt('/admin/users'));
    expect(handlesAt('/Admin/Users')).toEqual(handlesAt('/admin/users'));
  });

  it('sends what nothing else matches to the splat, though it is declared before other routes', () => {
    expect(handlesAt('/admin/nope')).toEqual(['root', 'not found']);
    expect(handlesAt('/games/2024')).toEqual(['root', 'not found']);
    expect(handlesAt('/managers/1/2')).toEqual(['root', 'not found']);
    expect(matchRoutes(branches, '/no/such/page')?.params).toEqual({ '*': 'no/such/page' });
  });

  it('matches nothing without a splat, and no parameter that is broken percent-encoding', () => {
    const noSplat = flattenRoutes([{ path: '/managers/:userId' }]);
    expect(matchRoutes(noSplat, '/elsewhere')).toBeNull();
    expect(matchRoutes(noSplat, '/managers/%E0%A4%A')).toBeNull();
  });
});

describe('matchPattern', () => {
  it('needs every segment, no more and no fewer', () => {
    expect(matchPattern(['a', ':b'], '/a/1')).toEqual({ b: '1' });
    expect(matchPattern(['a', ':b'], '/a')).toBeNull();
    expect(matchPattern(['a', ':b'], '/a/1/2')).toBeNull();
    expect(matchPattern([], '/')).toEqual({});
    expect(matchPattern([], '/a')).toBeNull();
  });
});
