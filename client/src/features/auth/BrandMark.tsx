import { cn } from '@/lib/cn';

/** The Huddle logo tile (an H on the accent colour), decorative: the name is always written next to it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-lg font-black text-primary-foreground shadow-sm',
        className,
      )}
    >
      H
    </span>
  );
}
