// The page's own view of two web vitals, for the benchmark (bench/page-timing.ts) and the layout
// shift test (tests/e2e/layout-shift.spec.ts): the Largest Contentful Paint and the Cumulative Layout
// Shift, with every shift's moved elements (what to fix). Installed with `addInitScript`, so it runs
// in the page before the page's own scripts and must not use anything outside its own body.
import type { BrowserContext, Page } from '@playwright/test';

export interface Shift {
  at: number;
  value: number;
  /** "div.h-4 'Stu's Sack…' 0,120 375x20 -> 0,160 375x20" per moved element. */
  sources: string[];
}

/**
 * Scripts for the page, from functions of this process: tsx (esbuild's keepNames) compiles every
 * inner named function of them to `__name(fn, "name")`, a helper of this process that the page does
 * not have. Without one in the page, such a script stops at its first inner function: the layout
 * shift observer was never installed and every CLS read 0.
 */
export async function addPageScript(
  target: BrowserContext | Page,
  script: (arg: string | null) => void,
  arg: string | null = null,
): Promise<void> {
  await target.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await target.addInitScript(script, arg);
}

/** Installs `observeVitals` in every page of `target` from its next navigation on. */
export function installVitals(target: BrowserContext | Page): Promise<void> {
  return addPageScript(target, observeVitals);
}

/**
 * Runs in the page before any of its scripts: records the latest LCP candidate and the CLS as the
 * web-vitals definition has it (the largest session window of layout shifts without recent input;
 * a window ends after 1 s without shifts or 5 s in all).
 */
export function observeVitals(): void {
  const state: Vitals = { lcp: null, cls: 0, shifts: [] };
  (window as unknown as { __vitals: Vitals }).__vitals = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
    const testId = node.getAttribute('data-testid');
    const classes = [...node.classList].slice(0, 3).join('.');
    const text = (node.textContent ?? '').trim().slice(0, 24);
    return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : classes ? `.${classes}` : ''} '${text}'`;
  };
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      state.shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: entry.sources.map(
          (source) => `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
        ),
      });
      if (windowValue > 0 && entry.startTime - windowLast < 1000 && entry.startTime - windowStart < 5000) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        windowStart = entry.startTime;
      }
      windowLast = entry.startTime;
      state.cls = Math.max(state.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export interface Vitals {
  /** The latest LCP candidate's time; null: none (yet). */
  lcp: number | null;
  cls: number;
  /** Every layout shift without recent input, in order. */
  shifts: Shift[];
}

/** What `observeVitals` has recorded in the page so far. */
export function readVitals(page: Page): Promise<Vitals> {
  return page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
}

/** The shifts of a page, largest first, one line per moved element: for a failure's message. */
export function describeShifts(shifts: Shift[], limit = 5): string {
  return [...shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, limit)
    .map(
      (shift) =>
        `shift ${shift.value.toFixed(3)} at ${shift.at} ms:\n${shift.sources.map((s) => `  ${s}`).join('\n')}`,
    )
    .join('\n');
}
