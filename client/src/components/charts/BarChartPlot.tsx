// The drawing of a BarChart (BarChart.tsx), with visx: a bar per row, its label on the left and its
// value at its end, and a readout of the bar under the pointer or finger or chosen with the up and
// down arrow keys. Its own chunk, loaded with the chart.
import { useState, type KeyboardEvent } from 'react';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { BarChartProps } from './BarChart';
import { BAR_MARGIN, barPlotHeight } from './bar-plot-height';
import { PlotFrame } from './PlotFrame';
import { indexAfterKey } from './readout-keys';

type Props = Required<Pick<BarChartProps, 'title' | 'rows' | 'formatValue' | 'color'>> & {
  titleId: string;
  tableId: string;
};

/** Room for the labels (wider screens show more of a long name) and for the values. */
const labelWidth = (width: number) => (width < 480 ? 112 : 168);
const VALUE_PX = 60;
/** About how wide a character of the 12 px labels is, to cut a long name to its room. */
const CHAR_PX = 6.5;

function fitted(label: string, room: number): string {
  const chars = Math.floor(room / CHAR_PX) - 1;
  return label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1))}…`;
}

export default function BarChartPlot({ title, titleId, tableId, rows, formatValue, color }: Props) {
  const { parentRef, width: measured } = useParentSize({ initialSize: { width: 600 } });
  const width = Math.max(240, measured);
  const height = barPlotHeight(rows.length);
  const [active, setActive] = useState<number | null>(null);
  const labels = labelWidth(width);
  const max = Math.max(0, ...rows.map((row) => row.value));
  const x = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [0, width - labels - VALUE_PX] });
  const y = scaleBand<string>({
    domain: rows.map((row) => row.id),
    range: [BAR_MARGIN.top, height - BAR_MARGIN.bottom],
    padding: 0.2,
  });

  function readKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') return setActive(null);
    const next = indexAfterKey(event.key, active, rows.length, { next: 'ArrowDown', previous: 'ArrowUp' });
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }

  const read = active === null ? null : rows[active];
  return (
    <PlotFrame
      frameRef={parentRef}
      title={title}
      titleId={titleId}
      tableId={tableId}
      width={width}
      height={height}
      onKeyDown={readKey}
      onBlur={() => setActive(null)}
      readText={read ? `${read.label}: ${formatValue(read.value)}` : ''}
      tooltip={
        read && (
          <div
            className="pointer-events-none absolute right-0 rounded-md border bg-popover px-2 py-1 text-xs text-popover-foreground shadow"
            style={{ top: Math.max(0, (y(read.id) ?? 0) - 30) }}
          >
            <strong className="font-medium">{read.label}</strong>: {formatValue(read.value)}
          </div>
        )
      }
    >
      {rows.map((row, i) => {
        const top = y(row.id) ?? 0;
        const middle = top + y.bandwidth() / 2;
        const barWidth = Math.max(0, x(Math.max(0, row.value)));
        return (
          <g
            key={row.id}
            data-bar={row.id}
            opacity={active === null || active === i ? 1 : 0.45}
            onPointerEnter={() => setActive(i)}
            onPointerDown={() => setActive(i)}
            onPointerLeave={(event) => {
              if (event.pointerType === 'mouse') setActive(null);
            }}
          >
            <rect x={0} y={top - 2} width={width} height={y.bandwidth() + 4} fill="transparent" />
            <text x={labels - 8} y={middle} dy="0.32em" textAnchor="end" fontSize={12} fill="currentColor">
              <title>{row.label}</title>
              {fitted(row.label, labels - 8)}
            </text>
            <Bar
              x={labels}
              y={top}
              width={barWidth}
              height={y.bandwidth()}
              rx={2}
              fill={row.color ?? color}
            />
            <text x={labels + barWidth + 6} y={middle} dy="0.32em" fontSize={11} fill="currentColor">
              {formatValue(row.value)}
            </text>
          </g>
        );
      })}
    </PlotFrame>
  );
}
