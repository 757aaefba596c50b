import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

/**
 * What every chart drawing shares: a focusable group read with the arrow keys, the SVG (named by the
 * chart's caption, described by its data table), the readout's tooltip over it, and the readout said
 * to screen readers.
 */
export function PlotFrame({
  frameRef,
  title,
  titleId,
  tableId,
  width,
  height,
  svgClassName,
  onKeyDown,
  onBlur,
  tooltip,
  readText,
  children,
}: {
  frameRef: Ref<HTMLDivElement>;
  title: string;
  titleId: string;
  tableId: string;
  width: number;
  height: number;
  svgClassName?: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onBlur: () => void;
  /** The readout beside the drawing (null when nothing is read). */
  tooltip: ReactNode;
  /** The readout in words, for the live region. */
  readText: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={frameRef}
      className="relative w-full rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      tabIndex={0}
      role="group"
      aria-label={`${title}: use the arrow keys to read the values`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <svg
        width={width}
        height={height}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={tableId}
        className={cn('block max-w-full text-muted-foreground', svgClassName)}
      >
        {children}
      </svg>
      {tooltip}
      <p className="sr-only" aria-live="polite">
        {readText}
      </p>
    </div>
  );
}
