// The Markdown renderer from its own chunk: the pages that show Markdown load it, no other page
// carries it. The server renders it in place (it waits for lazy parts); in the browser it is a part
// hydrated on its own (HydratesApart), once its code has come.
import { lazy } from 'react';
import { HydratesApart } from '@/components/HydratesApart';
import { Skeleton } from '@/components/ui/skeleton';
import type { MarkdownProps } from './Markdown';

const Markdown = lazy(() => import('./Markdown'));

export function LazyMarkdown(props: MarkdownProps) {
  return (
    <HydratesApart fallback={<Skeleton className="h-16 w-full" aria-label="Loading the text" />}>
      <Markdown {...props} />
    </HydratesApart>
  );
}
