import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning indicator announced to screen readers with `label`. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircleIcon className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The whole-screen spinner shown while the session is checked or a page's code loads. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
