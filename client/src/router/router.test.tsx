// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useMatches,
  useParams,
  useRouteError,
  useSearchParams,
  type Router,
  type RouteObject,
} from '.';

/** A promise the test settles: a loader that waits for it holds its navigation back. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function Frame() {
  const routes = useMatches();
  const title = routes
    .map((route) => route.handle)
    .filter(Boolean)
    .at(-1);
  return (
    <>
      <p>Title: {String(title)}</p>
      <Link to="/a">To A</Link>
      <Link to="/b">To B</Link>
      <Link to="/managers/7">To 7</Link>
      <Outlet />
    </>
  );
}

function Manager() {
  return <h1>Manager {useParams().userId}</h1>;
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams(new URLSearchParams({ week: '3' }), { replace: true })}>
      Week {params.get('week') ?? 'none'}
    </button>
  );
}

function ErrorPage() {
  return <p role="alert">Failed: {String((useRouteError() as Error).message)}</p>;
}

function Broken(): never {
  throw new Error('render broke');
}

let router: Router;
const scrollTo = vi.fn();

function start(routes: RouteObject[], path = '/') {
  window.history.replaceState(null, '', path);
  router = createRouter([{ element: <Frame />, children: routes }]);
}

async function show() {
  await vi.waitFor(() => expect(router.getState()).not.toBeNull());
  render(<RouterProvider router={router} errorElement={<ErrorPage />} />);
}

beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  router.dispose();
});

describe('the router', () => {
  it('shows the first page once its loader is done, with its title and parameters', async () => {
    const first = gate();
    start(
      [{ path: '/managers/:userId', Component: Manager, handle: 'Manager', loader: () => first.opened }],
      '/managers/3',
    );
    expect(router.getState()).toBeNull();
    first.open();
    await show();
    expect(screen.getByRole('heading').textContent).toBe('Manager 3');
    expect(screen.getByText('Title: Manager')).toBeTruthy();
  });

  it('keeps the page shown until the next one is loaded, then pushes its address', async () => {
    const loadingB = gate();
    start(
      [
        { path: '/a', element: <h1>Page A</h1> },
        { path: '/b', element: <h1>Page B</h1>, loader: () => loadingB.opened },
      ],
      '/a',
    );
    await show();
    const entries = window.history.length;
    fireEvent.click(screen.getByText('To B'));
    await Promise.resolve();
    expect(screen.getByRole('heading').textContent).toBe('Page A');
    expect(window.location.pathname).toBe('/a');
    await act(async () => {
      loadingB.open();
      await vi.waitFor(() => expect(router.getState()?.location.pathname).toBe('/b'));
    });
    expect(screen.getByRole('heading').textContent).toBe('Page B');
    expect(window.location.pathname).toBe('/b');
    expect(window.history.length).toBe(entries + 1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves a click with a modifier key to the browser', async () => {
    start(
      [
        { path: '/a', element: <h1>Page A</h1> },
        { path: '/b', element: <h1>Page B</h1> },
      ],
      '/a',
    );
    await show();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByText('To B').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.getByText('To B').getAttribute('href')).toBe('/b');
  });

  it('of two navigations at once shows the last one asked for', async () => {
    const slowA = gate();
    start([
      { path: '/', element: <h1>Home</h1> },
      { path: '/a', element: <h1>Page A</h1>, loader: () => slowA.opened },
      { path: '/b', element: <h1>Page B</h1> },
    ]);
    await show();
    fireEvent.click(screen.getByText('To A'));
    fireEvent.click(screen.getByText('To B'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Page B'));
    await act(async () => {
      slowA.open();
      await slowA.opened;
    });
    expect(screen.getByRole('heading').textContent).toBe('Page B');
    expect(window.location.pathname).toBe('/b');
  });

  it('goes back to the page before, where it was scrolled', async () => {
    start(
      [
        { path: '/a', element: <h1>Page A</h1> },
        { path: '/b', element: <h1>Page B</h1> },
      ],
      '/a',
    );
    await show();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    fireEvent.click(screen.getByText('To B'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Page B'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.history.back();
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Page A'));
    expect(window.location.pathname).toBe('/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it("follows an in-page #hash link's new entry to its target, as the skip link expects", async () => {
    start([{ path: '/a', element: <h1 id="target">Page A</h1> }], '/a');
    await show();
    const scrollIntoView = vi.fn();
    screen.getByRole('heading').scrollIntoView = scrollIntoView;
    // What the browser does for <a href="#target">: a new entry without state, then popstate.
    window.history.pushState(null, '', '/a#target');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await waitFor(() => expect(router.getState()?.location.hash).toBe('#target'));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('changes the query string in place: no new entry, no scroll', async () => {
    start([{ path: '/a', element: <Filters /> }], '/a');
    await show();
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Week 3'));
    expect(window.location.search).toBe('?week=3');
    expect(window.history.length).toBe(entries);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('redirects with <Navigate>, replacing the address that led there', async () => {
    start(
      [
        { path: '/old', element: <Navigate to="/a" replace /> },
        { path: '/a', element: <h1>Page A</h1> },
      ],
      '/old',
    );
    const entries = window.history.length;
    await show();
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Page A'));
    expect(window.location.pathname).toBe('/a');
    expect(window.history.length).toBe(entries);
  });

  it('shows the error page for a page that throws, and the next page after it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start(
      [
        { path: '/a', element: <Broken /> },
        { path: '/b', element: <h1>Page B</h1> },
      ],
      '/a',
    );
    await show();
    expect(screen.getByRole('alert').textContent).toBe('Failed: render broke');
    router.navigate('/b');
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Page B'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error page when a loader fails or no route matches', async () => {
    start(
      [{ path: '/a', element: <h1>Page A</h1>, loader: () => Promise.reject(new Error('chunk failed')) }],
      '/a',
    );
    await show();
    expect(screen.getByRole('alert').textContent).toBe('Failed: chunk failed');
    router.navigate('/nowhere');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed: No route matches /nowhere'),
    );
  });
});
