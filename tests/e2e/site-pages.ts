// Every page of the app, as the accessibility test and the screenshot script visit them: the path,
// who visits it, and how to tell the page has finished loading.
import type { Page } from '@playwright/test';
import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '../../client/src/lib/page-state';
import { queryKeyToUrl } from '../../client/src/lib/query-url';
import { demoAccount, expect, hydrated, login } from './fixtures';

export interface SitePage {
  /** File-name friendly name (screenshots). */
  name: string;
  path: string;
  /** Who is signed in; null: a visitor. The owner sees every admin page and tab. */
  as: 'owner' | 'member' | null;
}

export const SITE_PAGES: readonly SitePage[] = [
  { name: 'landing', path: '/', as: null },
  { name: 'secure-login', path: '/secure-login', as: null },
  { name: 'dashboard', path: '/', as: 'member' },
  { name: 'history', path: '/history', as: 'member' },
  { name: 'playoffs', path: '/playoffs', as: 'member' },
  { name: 'bracket', path: '/bracket', as: 'member' },
  { name: 'power-rankings', path: '/power-rankings', as: 'member' },
  { name: 'recaps', path: '/recaps', as: 'member' },
  { name: 'recap', path: '/recaps/2024/9', as: 'member' },
  { name: 'managers', path: '/managers', as: 'member' },
  { name: 'manager', path: `/managers/${demoAccount('owner').userId}`, as: 'member' },
  { name: 'records', path: '/records', as: 'member' },
  { name: 'games', path: '/games/2024/1', as: 'member' },
  { name: 'trades', path: '/trades', as: 'member' },
  { name: 'moves', path: '/moves', as: 'member' },
  { name: 'keepers', path: '/keepers', as: 'member' },
  { name: 'draft-board', path: '/draft-board', as: 'member' },
  { name: 'pre-draft', path: '/pre-draft', as: 'member' },
  { name: 'demo-chat', path: '/demo/chat', as: 'member' },
  { name: 'announcements', path: '/announcements', as: 'member' },
  { name: 'rules', path: '/rules', as: 'member' },
  { name: 'rules-version', path: '/rules/versions/2', as: 'member' },
  { name: 'admin', path: '/admin', as: 'owner' },
  { name: 'admin-users', path: '/admin/users', as: 'owner' },
  { name: 'admin-keepers', path: '/admin/keepers', as: 'owner' },
  { name: 'not-found', path: '/no-such-page', as: 'member' },
  { name: 'logout', path: '/logout', as: 'member' },
];

/** A loading placeholder (components/ui/skeleton and list placeholders: pulsing muted blocks). */
export const SKELETON = 'main div.animate-pulse.bg-muted';

/** The same placeholder in a served page's markup. */
export const SKELETON_MARKUP = /class="[^"]*\banimate-pulse\b[^"]*\bbg-muted\b/;

/** The API paths whose answers the page came with (its page state, as the server rendered it). */
export function carriedPaths(page: Page): Promise<string[]> {
  return page
    .evaluate((id) => {
      const state = JSON.parse(document.getElementById(id)?.textContent ?? '{}') as {
        queries?: DehydratedState;
      };
      return (state.queries?.queries ?? []).map((query) => query.queryKey);
    }, PAGE_STATE_ELEMENT_ID)
    .then((keys) => keys.map((key) => new URL(queryKeyToUrl(key), 'http://page').pathname));
}

/**
 * Waits until the page shows its content and is live: a level-1 heading, React holding the page, no
 * loading skeleton left (skeletons pulse), and a short pause for lazy parts (dialogs, toasts) to settle.
 */
export async function settle(page: Page, { pause = true } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await hydrated(page);
  await expect(page.locator(SKELETON)).toHaveCount(0, { timeout: 30_000 });
  if (pause) await page.waitForTimeout(300);
}

/**
 * Signs in as the page's visitor (if any; not when the caller already did) and opens it. `pause:
 * false` leaves out settle's pause, for a caller that waits for the page's late parts itself.
 */
export async function open(
  page: Page,
  sitePage: SitePage,
  { signedIn = false, pause = true } = {},
): Promise<void> {
  if (sitePage.as && !signedIn) await login(page, sitePage.as);
  await page.goto(sitePage.path);
  await settle(page, { pause });
}
