// Page timings in headless Chromium: when a page's main content is visible, its Largest Contentful
// Paint and its Cumulative Layout Shift, on this machine as it is ("localhost" at 375 px, "desktop"
// at 1280 px) or under a phone profile emulated through the DevTools protocol (4x CPU slowdown,
// 150 ms RTT, 1.6 Mbps down, 750 Kbps up), for a first visit (fresh browser context: empty HTTP cache, no service worker) and
// a warm one (the same context loading the page again, under the app's service worker, whose own
// requests are throttled alike).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addPageScript, installVitals, readVitals, type Vitals } from './vitals';

export interface Profile {
  name: 'localhost' | 'mobile' | 'desktop';
  /** null: no emulation. */
  network: { latencyMs: number; downKbps: number; upKbps: number } | null;
  cpuSlowdown: number;
  /** A phone (375 px, touch, 2x pixels) or a laptop's window (1280 x 800, the sidebar layout). */
  device: 'phone' | 'desktop';
}

export const LOCALHOST: Profile = { name: 'localhost', network: null, cpuSlowdown: 1, device: 'phone' };
export const MOBILE: Profile = {
  name: 'mobile',
  network: { latencyMs: 150, downKbps: 1600, upKbps: 750 },
  cpuSlowdown: 4,
  device: 'phone',
};
/** The desktop layout on this machine as it is: its layout shifts (the phone's are another layout). */
export const DESKTOP: Profile = { name: 'desktop', network: null, cpuSlowdown: 1, device: 'desktop' };

const DEVICES = {
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

export interface PageCase {
  route: string;
  /** Signed in as the owner (an admin), or a visitor. */
  signedIn: boolean;
  /**
   * A selector whose presence means the main content is visible; null: the page's heading is in
   * <main> (or the document, for pages outside the app frame) and no skeleton or spinner is left.
   */
  ready: string | null;
  /**
   * A button whose tap must open a dialog: the time until it does is when the page answers a tap
   * (hydrated and its handlers live). Null: not measured.
   */
  tapButton?: string | null;
}

/** One load's figures; its `lcp` is null if the page reported no LCP entry (a failure, not a fast page). */
export interface Sample extends Vitals {
  /** ms from navigation start to the first animation frame with the main content. */
  visible: number;
  /** A service worker controlled the page. */
  underWorker: boolean;
}

/**
 * Runs in the page before its scripts: on each animation frame until the main content is there,
 * checks for it, and records the time of the first frame that has it (`__visible`). The check runs
 * in the page itself because Playwright's own waiting (`waitForFunction`) first loads its injected
 * script, a few hundred kilobytes, into the page's main world: parsed on the page's main thread while
 * the app loads (4x slower under the phone profile), it would be measured as the app's time.
 */
function watchMainContent(selector: string | null): void {
  const shown = () => {
    if (selector) return document.querySelector(selector) !== null;
    const scope = document.querySelector('main') ?? document.body;
    return (
      scope !== null &&
      scope.querySelector('h1') !== null &&
      scope.querySelector('.animate-pulse, .animate-spin, [aria-busy="true"]') === null
    );
  };
  const check = () => {
    if (shown()) (window as unknown as { __visible: number }).__visible = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Runs in the page before its scripts: taps the button named `name` on every animation frame (a click
 * as a finger's would be, handled only once the page is hydrated) until a dialog is open, and records
 * that frame's time (`__tapped`). Nothing before hydration opens it: the server's markup has no handlers.
 */
function tapUntilDialog(name: string | null): void {
  if (!name) return;
  const tap = () => {
    if (document.querySelector('[role="dialog"]')) {
      (window as unknown as { __tapped: number }).__tapped = performance.now();
      return;
    }
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
    button?.click();
    requestAnimationFrame(tap);
  };
  requestAnimationFrame(tap);
}

/** Asks the page for `read()` every 50 ms (a plain evaluate, nothing injected) until it is not null. */
async function pollPage<T>(page: Page, read: () => T | null, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await page.evaluate(read);
    if (value !== null || Date.now() > deadline) return value;
    await page.waitForTimeout(50);
  }
}

function networkConditions(network: NonNullable<Profile['network']>) {
  return {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downKbps * 1000) / 8,
    uploadThroughput: (network.upKbps * 1000) / 8,
  };
}

async function applyProfile(page: Page, profile: Profile): Promise<void> {
  if (!profile.network && profile.cpuSlowdown === 1) return;
  const cdp = await page.context().newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', networkConditions(profile.network));
  }
  if (profile.cpuSlowdown !== 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** One load of the page: navigation, main content, then a quiet second for late shifts and LCP. */
async function loadOnce(page: Page, pageCase: PageCase): Promise<Sample> {
  await page.goto(pageCase.route, { waitUntil: 'commit' });
  const visible = await pollPage(
    page,
    () => (window as unknown as { __visible?: number }).__visible ?? null,
    60_000,
  );
  if (visible === null) throw new Error(`${pageCase.route}: no main content after 60 s`);
  // Late work (lazy cards below the fold, images) may still shift the layout or paint a larger
  // element: wait until nothing has loaded for a second.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  // Chromium delivers LCP entries to observers when the main thread is free: after a long render
  // (the draft board's grid under a 4x CPU slowdown) the entry of a paint seconds ago may still be
  // on its way. Its time is the paint's, whenever it arrives; none after 10 s counts as missing.
  await pollPage(page, () => (window as unknown as { __vitals: Vitals }).__vitals.lcp, 10_000);
  const vitals = await readVitals(page);
  const underWorker = await page.evaluate(() => navigator.serviceWorker?.controller != null);
  return { visible, underWorker, ...vitals };
}

/**
 * A service worker fetches on its own, outside the page's network emulation: with the worker in
 * control, the page's API requests (network-first in the worker) left at localhost speed while the
 * page itself was throttled (checked: a 1,000 ms latency cost 1,022 ms without the worker and 48 ms
 * with it). So each worker of the browser gets the same conditions, through a browser-level CDP
 * session attached to it (not flattened: Playwright's CDPSession can only send to a child session
 * through Target.sendMessageToTarget). An attached worker is not stopped when idle, so the
 * conditions hold for every measured load; `refresh` attaches to workers started since.
 */
async function throttleServiceWorkers(browser: Browser, profile: Profile) {
  const network = profile.network;
  const cdp = network ? await browser.newBrowserCDPSession() : null;
  const attached = new Set<string>();
  const pending = new Map<number, () => void>();
  let nextId = 1;
  cdp?.on('Target.receivedMessageFromTarget', (event) => {
    const { id } = JSON.parse(event.message) as { id?: number };
    if (id !== undefined) pending.get(id)?.();
  });
  const refresh = async () => {
    if (!cdp || !network) return;
    const { targetInfos } = await cdp.send('Target.getTargets');
    for (const target of targetInfos) {
      if (target.type !== 'service_worker' || attached.has(target.targetId)) continue;
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      });
      attached.add(target.targetId);
      const id = nextId++;
      const answered = new Promise<void>((resolve) => pending.set(id, resolve));
      const message = { id, method: 'Network.emulateNetworkConditions', params: networkConditions(network) };
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(message) });
      await answered;
    }
  };
  return { refresh, close: async () => cdp?.detach() };
}

export interface CaseOptions {
  url: string;
  signIn: (context: BrowserContext) => Promise<void>;
  /** Samples per mode (each a median input). */
  runs: number;
}

async function newContext(
  browser: Browser,
  profile: Profile,
  pageCase: PageCase,
  options: CaseOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: options.url, ...DEVICES[profile.device] });
  await installVitals(context);
  await addPageScript(context, watchMainContent, pageCase.ready);
  if (pageCase.signedIn) await options.signIn(context);
  return context;
}

/** First visits: a fresh context (empty cache) per sample. */
export async function firstVisits(
  browser: Browser,
  pageCase: PageCase,
  profile: Profile,
  options: CaseOptions,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const context = await newContext(browser, profile, pageCase, options);
    try {
      const page = await context.newPage();
      await applyProfile(page, profile);
      samples.push(await loadOnce(page, pageCase));
    } finally {
      await context.close();
    }
  }
  return samples;
}

/**
 * First visits that tap the page's `tapButton` until its dialog opens: ms from navigation start until
 * the page answered the tap (apart from the vitals' visits, whose LCP a dialog would change).
 */
export async function firstTaps(
  browser: Browser,
  pageCase: PageCase,
  profile: Profile,
  options: CaseOptions,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const context = await newContext(browser, profile, pageCase, options);
    try {
      await addPageScript(context, tapUntilDialog, pageCase.tapButton ?? null);
      const page = await context.newPage();
      await applyProfile(page, profile);
      await page.goto(pageCase.route, { waitUntil: 'commit' });
      const tapped = await pollPage(
        page,
        () => (window as unknown as { __tapped?: number }).__tapped ?? null,
        60_000,
      );
      if (tapped === null)
        throw new Error(`${pageCase.route}: "${pageCase.tapButton}" opened nothing in 60 s`);
      times.push(tapped);
    } finally {
      await context.close();
    }
  }
  return times;
}

/** Warm visits: one context loads the page once unmeasured, then `runs` measured times. */
export async function warmVisits(
  browser: Browser,
  pageCase: PageCase,
  profile: Profile,
  options: CaseOptions,
): Promise<Sample[]> {
  const context = await newContext(browser, profile, pageCase, options);
  try {
    const page = await context.newPage();
    await applyProfile(page, profile);
    await loadOnce(page, pageCase);
    // As members have it from their second visit on: the app's service worker controls the page
    // (scripts from its precache, API answers network-first through it), throttled like the page.
    await page.evaluate(async () => {
      // (A build without the worker never gets one: measured then without, as the figure says.)
      await Promise.race([
        navigator.serviceWorker.ready,
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
    });
    const workers = await throttleServiceWorkers(browser, profile);
    const samples: Sample[] = [];
    try {
      for (let run = 0; run < options.runs; run += 1) {
        await workers.refresh();
        samples.push(await loadOnce(page, pageCase));
      }
    } finally {
      await workers.close();
    }
    return samples;
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
