// A horizontal bar chart drawn as a table: each row names its category, draws its bar (a share of the
// largest value, from zero) and prints its value. Screen readers read the table; on a 375 px phone a
// long name truncates instead of squeezing the bars, and nothing is measured, so nothing shifts.
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ChartCaption } from './ChartCaption';
import { SERIES_COLORS } from './palette';

export interface BarChartRow {
  id: string;
  label: string;
  value: number;
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
  color = SERIES_COLORS[4],
  className,
}: BarChartProps) {
  const titleId = `${useId()}-title`;
  const max = Math.max(0, ...rows.map((row) => row.value));
  return (
    <figure className={cn('space-y-2', className)} aria-labelledby={titleId}>
      <ChartCaption titleId={titleId} title={title} description={description} />
      <table aria-labelledby={titleId} className="w-full table-fixed text-xs tabular-nums">
        <thead className="sr-only">
          <tr>
            <th scope="col">{categoryLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-bar={row.id}>
              <th
                scope="row"
                className="w-28 truncate py-0.5 pr-2 text-left font-normal sm:w-40"
                title={row.label}
              >
                {row.label}
              </th>
              <td className="py-0.5">
                <div className="flex items-center gap-2">
                  <div className="h-4 min-w-0 flex-1" aria-hidden="true">
                    <div
                      className="h-full rounded-r"
                      style={{
                        width: `${max > 0 ? (Math.max(0, row.value) / max) * 100 : 0}%`,
                        backgroundColor: color,
                      }}
                    />
                  </div>
                  <span className="w-12 shrink-0 text-right">{formatValue(row.value)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
