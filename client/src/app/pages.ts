import type { ComponentType } from 'react';

/** Every page module (`features/<feature>/<Name>Page.tsx`), each its own chunk. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('../features/*/*Page.tsx');

/**
 * The component of a page, loaded from its own chunk by the route's `lazy` (React Router loads it as
 * a navigation starts, beside the loader's data). `module` is the page's module under client/src
 * without its extension ('features/history/HistoryPage'): the route names it in its handle too, for
 * the server to preload the page's chunks (server/http/page-preloads.ts).
 */
export function pageComponent(module: string): () => Promise<ComponentType> {
  const load = PAGE_MODULES[`../${module}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  return async () => (await load()).default;
}
