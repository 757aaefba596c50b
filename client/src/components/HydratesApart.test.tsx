// @vitest-environment jsdom
import { act, lazy, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportPart, reportRootLive, startHydrating, whenPageLive } from '@/lib/page-hydration';
import { HydratesApart } from './HydratesApart';

// act() here drives hydrateRoot itself, as @testing-library/react does for render().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function Root({ children }: { children: ReactNode }) {
  useEffect(reportRootLive, []);
  return <div>{children}</div>;
}

function Late() {
  return <p>late part</p>;
}

/** A page with a part inside a part, and a part whose code the browser loads on its own. */
function page(late: ReactNode) {
  return (
    <Root>
      <HydratesApart>
        <p>outer</p>
        <HydratesApart>
          <p>inner</p>
        </HydratesApart>
      </HydratesApart>
      <HydratesApart>{late}</HydratesApart>
    </Root>
  );
}

/** Whether `promise` has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await act(async () => {
    await Promise.resolve();
  });
  return done;
}

describe('page hydration', () => {
  it('a page the browser renders itself is live at once', async () => {
    expect(await settled(whenPageLive())).toBe(true);
  });

  it('a server page is live once every part, nested and lazy, has hydrated', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(page(<Late />));
    document.body.append(host);
    let loadLate: (module: { default: typeof Late }) => void = () => {};
    const LazyLate = lazy(() => new Promise<{ default: typeof Late }>((resolve) => (loadLate = resolve)));

    startHydrating();
    const live = whenPageLive();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, page(<LazyLate />), { onRecoverableError: (error) => errors.push(error) });
    });
    // The root and the outer parts are live; the late part waits for its code.
    expect(host.textContent).toBe('outerinnerlate part');
    expect(await settled(live)).toBe(false);

    await act(async () => loadLate({ default: Late }));
    expect(await settled(live)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a part the reader leaves before it hydrated no longer holds the page', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(page(<Late />));
    document.body.append(host);
    const LazyLate = lazy(() => new Promise<{ default: typeof Late }>(() => {}));

    startHydrating();
    const live = whenPageLive();
    const root = await act(async () => hydrateRoot(host, page(<LazyLate />)));
    expect(await settled(live)).toBe(false);

    // A navigation replaces the page: the part waiting for its code goes with it.
    await act(async () => root.render(<Root>another page</Root>));
    expect(await settled(live)).toBe(true);
  });

  it('a part that never reports does not hold the page for longer than the cap', async () => {
    vi.useFakeTimers();
    startHydrating(1000);
    const live = whenPageLive();
    reportPart('a part that never hydrates');
    reportRootLive();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(live)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(live)).toBe(true);
  });
});
