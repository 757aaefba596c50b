// An accessible line (or step) chart: its caption, the drawing (visx, in its own chunk, loaded with the
// chart: LineChartPlot.tsx) with readouts on hover, tap and the arrow keys, a legend that highlights
// one series, and the data as a table for screen readers, readers without JavaScript and anyone who
// prefers numbers.
import { lazy, useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ChartCaption } from './ChartCaption';
import { ClientPlot } from './ClientPlot';
import { seriesColor } from './palette';

const LineChartPlot = lazy(() => import('./LineChartPlot'));

export interface ChartSeries {
  id: string;
  label: string;
  /** One point per x value; null where the series has no value (a gap). */
  points: ReadonlyArray<{ x: number; y: number | null }>;
  /** Defaults to the palette colour of the series' position. */
  color?: string;
}

export interface LineChartProps {
  title: string;
  /** A sentence under the title: what the chart shows and how to read it. */
  description?: ReactNode;
  series: readonly ChartSeries[];
  xLabel: string;
  yLabel: string;
  /** The x values (integers: weeks, seasons); every one gets a tick when they fit. */
  xValues: readonly number[];
  formatX?: (x: number) => string;
  /** The y range shown; ticks are round values within it (integers when `integerY`). */
  yDomain: readonly [number, number];
  integerY?: boolean;
  formatY?: (y: number) => string;
  /** Smaller values on top (ranks, finishes). */
  invertY?: boolean;
  /** Flat then jump between points (a rank holds until the next week). */
  step?: boolean;
  height?: number;
  /** Show a dot at every point (few points). */
  dots?: boolean;
  /**
   * The reader's own series (their team): drawn on top and the others muted until the legend picks another,
   * so one line stands out among a league's twelve. Marked "you" in the legend.
   */
  emphasis?: string | null;
  className?: string;
}

export function LineChart({
  title,
  description,
  series,
  xLabel,
  yLabel,
  xValues,
  formatX = String,
  yDomain,
  integerY = false,
  formatY = String,
  invertY = false,
  step = false,
  height = 280,
  dots = false,
  emphasis = null,
  className,
}: LineChartProps) {
  const id = useId();
  const [highlight, setHighlight] = useState<string | null>(null);
  const colored = series.map((s, i) => ({ ...s, color: s.color ?? seriesColor(i) }));
  return (
    <figure className={cn('space-y-2', className)} aria-labelledby={`${id}-title`}>
      <ChartCaption titleId={`${id}-title`} title={title} description={description} />
      <ClientPlot height={height}>
        <LineChartPlot
          title={title}
          titleId={`${id}-title`}
          tableId={`${id}-table`}
          series={colored}
          xLabel={xLabel}
          yLabel={yLabel}
          xValues={xValues}
          formatX={formatX}
          yDomain={yDomain}
          integerY={integerY}
          formatY={formatY}
          invertY={invertY}
          step={step}
          height={height}
          dots={dots}
          highlight={highlight ?? (series.some((s) => s.id === emphasis) ? emphasis : null)}
        />
      </ClientPlot>
      {colored.length > 1 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${title}: series`}>
          {colored.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                aria-pressed={highlight === s.id}
                onClick={() => setHighlight((current) => (current === s.id ? null : s.id))}
                // A mouse previews a line on hover; a finger's tap is the click alone (a touch also
                // fires enter, which picked the line just before the click put it down again).
                onPointerEnter={(event) => event.pointerType === 'mouse' && setHighlight(s.id)}
                onPointerLeave={(event) => event.pointerType === 'mouse' && setHighlight(null)}
                className={cn(
                  'inline-flex min-h-8 items-center gap-1.5 rounded-md border px-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  highlight === s.id ? 'bg-accent font-medium' : 'bg-card',
                )}
              >
                <span
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: s.color }}
                  aria-hidden="true"
                />
                {s.label}
                {s.id === emphasis && <span className="text-muted-foreground"> (you)</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground">Data table</summary>
        <div
          className="mt-2 max-h-72 overflow-auto rounded-md border"
          tabIndex={0}
          role="region"
          aria-label={`${title}: data`}
        >
          <table id={`${id}-table`} className="w-full text-xs tabular-nums">
            <caption className="sr-only">
              {title}: {yLabel} by {xLabel}
            </caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  {xLabel}
                </th>
                {colored.map((s) => (
                  <th key={s.id} scope="col" className="px-2 py-1 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {xValues.map((value) => (
                <tr key={value} className="border-t">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {formatX(value)}
                  </th>
                  {colored.map((s) => {
                    const point = s.points.find((p) => p.x === value);
                    return (
                      <td key={s.id} className="px-2 py-1 text-right">
                        {point?.y == null ? '—' : formatY(point.y)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
