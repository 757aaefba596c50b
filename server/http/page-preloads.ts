// The page's own code, asked for by the HTML itself: `<link rel="modulepreload">` for the chunk of the
// page a navigation shows and the chunks it imports (from Vite's build manifest), so they download
// with the entry script instead of after it has run (one round trip and the entry's run time less
// on a first visit; issue 16, docs/decisions/0012). Only a hint: without it the client loads them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * Which page module each client route shows (client/src/app/router.tsx; the modules are those
 * client/src/app/pages.ts imports, which a test checks). Patterns as the router writes them: a
 * `:name` segment matches any one segment.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    access: 'member',
    page: 'features/dashboard/DashboardPage',
    visitorPage: 'features/auth/LandingPage',
  },
  { path: '/dashboard', access: 'member', page: 'features/dashboard/DashboardPage' },
  { path: '/history', access: 'member', page: 'features/history/HistoryPage' },
  { path: '/playoffs', access: 'member', page: 'features/playoff-odds/PlayoffPicturePage' },
  { path: '/power-rankings', access: 'member', page: 'features/power-rankings/PowerRankingsPage' },
  { path: '/managers', access: 'member', page: 'features/managers/ManagersPage' },
  { path: '/managers/:userId', access: 'member', page: 'features/managers/ManagerPage' },
  { path: '/records', access: 'member', page: 'features/records/RecordsPage' },
  { path: '/games/:season/:week', access: 'member', page: 'features/records/WeekGamesPage' },
  { path: '/trades', access: 'member', page: 'features/trades/TradesPage' },
  { path: '/keepers', access: 'member', page: 'features/keepers/KeepersPage' },
  { path: '/draft-board', access: 'member', page: 'features/draft-board/DraftBoardPage' },
  { path: '/pre-draft', access: 'member', page: 'features/pre-draft/PreDraftPage' },
  { path: '/admin', access: 'admin', page: 'features/admin/AdminPage' },
  { path: '/admin/users', access: 'admin', page: 'features/users/AdminUsersPage' },
  { path: '/admin/keepers', access: 'admin', page: 'features/admin-keepers/AdminKeepersPage' },
  { path: '/secure-login', access: 'public', page: 'features/auth/SecureLoginPage' },
  { path: '/logout', access: 'public', page: 'features/auth/LogoutPage' },
];
/** What an unknown path shows, and where a visitor on a member's page is sent. */
export const NOT_FOUND_PAGE = 'features/not-found/NotFoundPage';
export const SIGN_IN_PAGE = 'features/auth/SecureLoginPage';

export interface PageRoute {
  path: string;
  access: 'public' | 'member' | 'admin';
  /** Under client/src, without the extension. */
  page: string;
  /** What the path shows a visitor instead of sending them to sign in. */
  visitorPage?: string;
}

/** A navigation's page module and the route's path parameters. */
export interface ShownPage {
  page: string;
  params: Record<string, string>;
}

/** The page module a navigation to `pathname` shows; null: none of its own (Access Denied). */
export function pageFor(pathname: string, user: { isAdmin: boolean } | null): ShownPage | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of PAGE_ROUTES) {
    const params = matchParams(route.path, trimmed);
    if (!params) continue;
    if (route.access === 'public') return { page: route.page, params };
    if (!user) return { page: route.visitorPage ?? SIGN_IN_PAGE, params: {} };
    if (route.access === 'admin' && !user.isAdmin) return null;
    return { page: route.page, params };
  }
  return { page: NOT_FOUND_PAGE, params: {} };
}

/** The `:name` segments of `pattern` in `pathname` (decoded as the client router does), or null. */
function matchParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part !== segment) return null;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The part of Vite's `.vite/manifest.json` used here. */
const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional() }),
);
type Manifest = z.infer<typeof manifestSchema>;

export const BUILD_MANIFEST = path.join('.vite', 'manifest.json');

/** The manifest of the build in `clientDir`; null without one (a build without it, the dev server). */
export async function readBuildManifest(clientDir: string): Promise<Manifest | null> {
  try {
    return manifestSchema.parse(JSON.parse(await readFile(path.join(clientDir, BUILD_MANIFEST), 'utf8')));
  } catch {
    return null;
  }
}

/** The files of `key`'s chunk and of every chunk it imports statically, depth first. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

/**
 * The `<link rel="modulepreload">` tags of a page module's chunks, leaving out those of the entry
 * (the HTML already asks for them). Empty when the manifest does not know the page.
 */
export function pagePreloadTags(manifest: Manifest, page: string): string {
  const key = Object.keys(manifest).find((name) => name.replace(/\.[jt]sx?$/, '') === `src/${page}`);
  if (!key) return '';
  const entry = Object.keys(manifest).find((name) => manifest[name]!.isEntry);
  const loaded = entry ? chunkFiles(manifest, entry) : new Set<string>();
  return [...chunkFiles(manifest, key)]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
