// When the server-rendered page is live in the browser, every part of it hydrated. Until then no answer
// may land in the query cache and no live update may be applied: a part still to be hydrated would
// render the new data where the server's markup has the old (or its loading state), and React would
// throw the server's markup away (#418). An answer the server could not wait for (its data budget) is
// asked as soon as a part shows it, and waits here until the page is live: a second at most on a slow
// phone, against a page re-rendered from scratch.
//
// React says when a part (a Suspense boundary, components/HydratesApart.tsx) hydrated only through its
// effects, so each part reports twice: when it is known to exist (an effect of its parent, which has
// hydrated) and when it is live (an effect inside it), or that it left the page unhydrated (the reader
// moved on). The page is live once the root has committed and every part known has reported live.

/** The longest the page's requests wait for hydration: a part that never reports must not stall them. */
export const HYDRATION_CAP_MS = 10_000;

let hydrating = false;
let rootLive = false;
const known = new Set<string>();
const live = new Set<string>();
let waiters: Array<() => void> = [];
let cap: ReturnType<typeof setTimeout> | undefined;

/** Called before the browser hydrates a server-rendered page (not for a page it renders itself). */
export function startHydrating(capMs = HYDRATION_CAP_MS): void {
  hydrating = true;
  rootLive = false;
  known.clear();
  live.clear();
  clearTimeout(cap);
  cap = setTimeout(finish, capMs);
}

/** Whether a server-rendered page is still being hydrated. */
export function isHydrating(): boolean {
  return hydrating;
}

/** Resolves once the page is live (at once for a page the browser rendered itself). */
export function whenPageLive(): Promise<void> {
  if (!hydrating) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}

/** The root hydrated (its shell committed): the parts it holds have reported they exist. */
export function reportRootLive(): void {
  if (!hydrating) return;
  rootLive = true;
  check();
}

/** A part exists (reported by its parent's effect, once the parent hydrated). */
export function reportPart(id: string): void {
  if (!hydrating || live.has(id)) return;
  known.add(id);
}

/** A part left the page (the reader moved on before it hydrated): nothing waits for it any more. */
export function forgetPart(id: string): void {
  if (!hydrating) return;
  known.delete(id);
  check();
}

/** A part hydrated (reported from inside it; its own parts then report they exist, in the same commit). */
export function reportPartLive(id: string): void {
  if (!hydrating) return;
  live.add(id);
  known.delete(id);
  check();
}

/**
 * Checked after the commit's effects have all run: a part's own parts report they exist in the commit
 * that makes it live, some of them after it.
 */
function check(): void {
  queueMicrotask(() => {
    if (hydrating && rootLive && known.size === 0) finish();
  });
}

function finish(): void {
  if (!hydrating) return;
  hydrating = false;
  clearTimeout(cap);
  const resolved = waiters;
  waiters = [];
  for (const resolve of resolved) resolve();
}
