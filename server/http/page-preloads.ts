// The page's own code, asked for by the HTML itself: `<link rel="modulepreload">` for the chunk of the
// page a navigation shows and the chunks it imports (from Vite's build manifest), so they download
// with the entry script instead of after it has run: the browser hydrates the page once they are
// all in (docs/decisions/0020). Only a hint: without it the client loads them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

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

/** The chunks the page's HTML loads itself (its `<script src>`), with every chunk they import. */
function loadedByPage(manifest: Manifest, html: string): Set<string> {
  const loaded = new Set<string>();
  for (const [, file] of html.matchAll(/<script[^>]* src="\/([^"]+)"/g)) {
    const key = Object.keys(manifest).find((name) => manifest[name]!.file === file);
    if (key) chunkFiles(manifest, key, loaded);
    else if (file) loaded.add(file);
  }
  return loaded;
}

/**
 * The `<link rel="modulepreload">` tags of the chunks of the page modules shown ('features/history/
 * HistoryPage'), leaving out those the page's HTML already loads (`templateHtml`, the built
 * index.html). A page the manifest does not know adds none.
 */
export function pagePreloadTags(manifest: Manifest, pages: readonly string[], templateHtml: string): string {
  const loaded = loadedByPage(manifest, templateHtml);
  const files = new Set<string>();
  for (const page of pages) {
    const key = Object.keys(manifest).find((name) => name.replace(/\.[jt]sx?$/, '') === `src/${page}`);
    if (key) for (const file of chunkFiles(manifest, key)) if (!loaded.has(file)) files.add(file);
  }
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** The preload tags of a build, worked out once per set of pages (a build's pages are few). */
export function preloader(
  manifest: Manifest | null,
  templateHtml: string,
): (pages: readonly string[]) => string {
  const known = new Map<string, string>();
  return (pages) => {
    if (!manifest) return '';
    const key = pages.join('\n');
    let tags = known.get(key);
    if (tags === undefined) known.set(key, (tags = pagePreloadTags(manifest, pages, templateHtml)));
    return tags;
  };
}
