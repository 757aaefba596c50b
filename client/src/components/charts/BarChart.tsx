// A horizontal bar chart: its caption, the drawing (visx, in its own chunk, loaded with the chart:
// BarChartPlot.tsx) with a readout of the bar under the pointer or finger or chosen with the arrow
// keys, and the data as a table for screen readers, readers without JavaScript and anyone who
// prefers numbers.
import { lazy, useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ChartCaption } from './ChartCaption';
import { ClientPlot } from './ClientPlot';
import { barPlotHeight } from './bar-plot-height';
import { seriesColor } from './palette';

const BarChartPlot = lazy(() => import('./BarChartPlot'));

export interface BarChartRow {
  id: string;
  label: string;
  value: number;
  /** The bar's colour (a team's own, lib/team-color.ts); the chart's colour by default. */
  color?: string;
}

export interface BarChartProps {
  title: string;
  description?: ReactNode;
  /** Drawn in the given order. */
  rows: readonly BarChartRow[];
  /** Column headings (screen readers announce them with every cell). */
  categoryLabel: string;
  valueLabel: string;
  formatValue?: (value: number) => string;
  color?: string;
  className?: string;
}

export function BarChart({
  title,
  description,
  rows,
  categoryLabel,
  valueLabel,
  formatValue = String,
  color = seriesColor(4),
  className,
}: BarChartProps) {
  const id = useId();
  return (
    <figure className={cn('space-y-2', className)} aria-labelledby={`${id}-title`}>
      <ChartCaption titleId={`${id}-title`} title={title} description={description} />
      <ClientPlot height={barPlotHeight(rows.length)}>
        <BarChartPlot
          title={title}
          titleId={`${id}-title`}
          tableId={`${id}-table`}
          rows={rows}
          formatValue={formatValue}
          color={color}
        />
      </ClientPlot>
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground">Data table</summary>
        <table id={`${id}-table`} className="mt-2 w-full text-xs tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                {categoryLabel}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {row.label}
                </th>
                <td className="px-2 py-1 text-right">{formatValue(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
