import type { DehydratedState } from '@tanstack/react-query';
import type { Staleness } from './staleness';

/**
 * What a server-rendered page carries for the browser to hydrate from (docs/decisions/0020): the
 * answers it was rendered with, their staleness, and when it was rendered. A JSON data block, not a
 * script: nothing in it runs, so the CSP needs no allowance for it.
 */
export interface PageState {
  queries: DehydratedState;
  staleness: Record<string, Staleness>;
  renderedAt: number;
}

export const PAGE_STATE_ELEMENT_ID = 'huddle-page-state';

/**
 * The data block: JSON with every `<` escaped, so no value (a team named `</script>`) can end the
 * element early.
 */
export function pageStateElement(state: PageState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state the server rendered this page with; null for a page the browser renders itself. */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
