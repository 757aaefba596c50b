// A small accessible SVG line (or step) chart: labelled axes, a legend that highlights one series, and
// the data as a table for screen readers and anyone who prefers numbers. No chart library: it costs a
// few kilobytes, so every page can draw charts within its JavaScript budget.
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ChartCaption } from './ChartCaption';
import { seriesColor } from './palette';
import { integerTicks, linearScale, linePath, niceTicks } from './scale';
import { useElementWidth } from './use-element-width';

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
  className?: string;
}

const MARGIN = { top: 12, right: 12, bottom: 44, left: 52 };

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
  className,
}: LineChartProps) {
  const id = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const [highlight, setHighlight] = useState<string | null>(null);
  const innerWidth = Math.max(60, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const xMin = Math.min(...xValues);
  const xMax = Math.max(...xValues);
  const x = linearScale([xMin, xMax], [MARGIN.left, MARGIN.left + innerWidth]);
  const y = linearScale(
    yDomain,
    invertY ? [MARGIN.top, MARGIN.top + innerHeight] : [MARGIN.top + innerHeight, MARGIN.top],
  );
  const yTicks = integerY
    ? integerTicks(
        Math.ceil(Math.min(...yDomain)),
        Math.floor(Math.max(...yDomain)),
        Math.max(2, Math.floor(innerHeight / 24)),
      )
    : niceTicks(Math.min(...yDomain), Math.max(...yDomain), 5);
  const xTicks = xValues.filter((value) =>
    integerTicks(xMin, xMax, Math.max(2, Math.floor(innerWidth / 44))).includes(value),
  );
  const colored = series.map((s, i) => ({ ...s, color: s.color ?? seriesColor(i) }));
  const dimmed = (s: ChartSeries) => highlight !== null && highlight !== s.id;

  return (
    <figure className={cn('space-y-2', className)} aria-labelledby={`${id}-title`}>
      <ChartCaption titleId={`${id}-title`} title={title} description={description} />
      <div ref={ref} className="w-full">
        <svg
          width={width}
          height={height}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-table`}
          className="block max-w-full overflow-visible text-muted-foreground"
        >
          {yTicks.map((tick) => (
            <g key={`y${tick}`}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + innerWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={0.15}
              />
              <text
                x={MARGIN.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize={11}
                fill="currentColor"
              >
                {formatY(tick)}
              </text>
            </g>
          ))}
          {xTicks.map((tick) => (
            <text
              key={`x${tick}`}
              x={x(tick)}
              y={MARGIN.top + innerHeight + 16}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {formatX(tick)}
            </text>
          ))}
          <text
            x={MARGIN.left + innerWidth / 2}
            y={height - 6}
            textAnchor="middle"
            fontSize={12}
            fill="currentColor"
          >
            {xLabel}
          </text>
          <text
            transform={`translate(14 ${MARGIN.top + innerHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={12}
            fill="currentColor"
          >
            {yLabel}
          </text>
          {colored.map((s) => (
            <g key={s.id} opacity={dimmed(s) ? 0.15 : 1} data-series={s.id}>
              <path
                d={linePath(s.points, x, y, step)}
                fill="none"
                stroke={s.color}
                strokeWidth={highlight === s.id ? 3.5 : 2}
                strokeLinejoin="round"
              />
              {dots &&
                s.points.map((p) =>
                  p.y === null ? null : <circle key={p.x} cx={x(p.x)} cy={y(p.y)} r={3.5} fill={s.color} />,
                )}
            </g>
          ))}
        </svg>
      </div>
      {colored.length > 1 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${title}: series`}>
          {colored.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                aria-pressed={highlight === s.id}
                onClick={() => setHighlight((current) => (current === s.id ? null : s.id))}
                onMouseEnter={() => setHighlight(s.id)}
                onMouseLeave={() => setHighlight(null)}
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
