// The drawing of a LineChart (LineChart.tsx), with visx: axes, grid, one line per series, and a readout
// of the point under the pointer or finger, or chosen with the keyboard (left and right along the x
// values, up and down through the series there). Its own chunk, loaded with the chart.
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { curveLinear, curveStepAfter } from '@visx/curve';
import { localPoint } from '@visx/event';
import { GridRows } from '@visx/grid';
import { useParentSize } from '@visx/responsive';
import { scaleLinear } from 'd3-scale';
import { LinePath } from '@visx/shape';
import { TooltipWithBounds } from '@visx/tooltip';
import type { ChartSeries, LineChartProps } from './LineChart';
import { PlotFrame } from './PlotFrame';
import { indexAfterKey } from './readout-keys';

type Props = Required<
  Pick<
    LineChartProps,
    | 'title'
    | 'xLabel'
    | 'yLabel'
    | 'xValues'
    | 'formatX'
    | 'yDomain'
    | 'integerY'
    | 'formatY'
    | 'invertY'
    | 'step'
    | 'height'
    | 'dots'
  >
> & {
  titleId: string;
  tableId: string;
  series: (ChartSeries & { color: string })[];
  /** The series the legend picked: drawn on top, the others dimmed. */
  highlight: string | null;
};

// The bottom holds the tick labels and, a line below them, the axis title (they overlapped at 44).
const MARGIN = { top: 12, right: 16, bottom: 54, left: 52 };
/** The least room a tick label needs: below it, every other tick is left out. */
const X_TICK_PX = 44;
const Y_TICK_PX = 24;

/** Every `step`-th value, so `values` fit in `room` at `each` pixels. */
function thinned<T>(values: readonly T[], room: number, each: number): T[] {
  const step = Math.max(1, Math.ceil(values.length / Math.max(2, Math.floor(room / each))));
  return values.filter((_, i) => i % step === 0);
}

/** A tick's label as plain SVG text (visx's own Text wraps each in an <svg> of its own). */
function TickLabel({ x, y, dx, dy, formattedValue, textAnchor }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} fontSize={11} fill="currentColor">
      {formattedValue}
    </text>
  );
}

/** A read point: the index of its x value and of its series. */
interface Reading {
  xIndex: number;
  seriesIndex: number;
}

export default function LineChartPlot({
  title,
  titleId,
  tableId,
  series,
  xLabel,
  yLabel,
  xValues,
  formatX,
  yDomain,
  integerY,
  formatY,
  invertY,
  step,
  height,
  dots,
  highlight,
}: Props) {
  const { parentRef, width: measured } = useParentSize({ initialSize: { width: 600 } });
  const width = Math.max(MARGIN.left + MARGIN.right + 60, measured);
  const [reading, setReading] = useState<Reading | null>(null);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear()
    .domain([Math.min(...xValues), Math.max(...xValues)])
    .range([MARGIN.left, MARGIN.left + innerWidth]);
  const [yLow, yHigh] = [Math.min(...yDomain), Math.max(...yDomain)];
  const y = scaleLinear()
    .domain([yLow, yHigh])
    .range(invertY ? [MARGIN.top, MARGIN.top + innerHeight] : [MARGIN.top + innerHeight, MARGIN.top]);
  const yTicks = integerY
    ? thinned(
        Array.from({ length: Math.floor(yHigh) - Math.ceil(yLow) + 1 }, (_, i) => Math.ceil(yLow) + i),
        innerHeight,
        Y_TICK_PX,
      )
    : y.ticks(5);
  const xTicks = thinned(xValues, innerWidth, X_TICK_PX);

  const valueAt = (seriesIndex: number, xIndex: number) =>
    series[seriesIndex]?.points.find((p) => p.x === xValues[xIndex])?.y ?? null;
  /** The series with a value at `xIndex`, the highlighted one first. */
  const seriesWithValue = (xIndex: number) =>
    series
      .map((_, i) => i)
      .filter((i) => valueAt(i, xIndex) !== null)
      .sort((a, b) => Number(series[b]!.id === highlight) - Number(series[a]!.id === highlight));

  function readPointer(event: PointerEvent<SVGRectElement>) {
    const point = localPoint(event);
    if (!point) return;
    let xIndex = 0;
    for (const [i, value] of xValues.entries()) {
      if (Math.abs(x(value) - point.x) < Math.abs(x(xValues[xIndex]!) - point.x)) xIndex = i;
    }
    const candidates = seriesWithValue(xIndex);
    if (candidates.length === 0) return setReading(null);
    // The line nearest the pointer; a highlighted series wins ties.
    const nearest = candidates.reduce((best, i) =>
      Math.abs(y(valueAt(i, xIndex)!) - point.y) < Math.abs(y(valueAt(best, xIndex)!) - point.y) ? i : best,
    );
    setReading({ xIndex, seriesIndex: nearest });
  }

  function readKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') return setReading(null);
    const xIndex = indexAfterKey(event.key, reading?.xIndex ?? null, xValues.length, {
      next: 'ArrowRight',
      previous: 'ArrowLeft',
    });
    if (xIndex !== null) {
      event.preventDefault();
      const keep = reading && valueAt(reading.seriesIndex, xIndex) !== null;
      const seriesIndex = keep ? reading.seriesIndex : seriesWithValue(xIndex)[0];
      if (seriesIndex !== undefined) setReading({ xIndex, seriesIndex });
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const at = reading?.xIndex ?? 0;
    const order = seriesWithValue(at).sort((a, b) => a - b);
    if (order.length === 0) return;
    const current = reading ? order.indexOf(reading.seriesIndex) : -1;
    const moved = event.key === 'ArrowDown' ? current + 1 : current - 1;
    setReading({ xIndex: at, seriesIndex: order[(moved + order.length) % order.length]! });
  }

  const read = reading && {
    series: series[reading.seriesIndex]!,
    xValue: xValues[reading.xIndex]!,
    yValue: valueAt(reading.seriesIndex, reading.xIndex),
  };
  const readText = read
    ? `${read.series.label}, ${xLabel} ${formatX(read.xValue)}: ${read.yValue === null ? 'no value' : formatY(read.yValue)}`
    : '';
  const dimmed = (s: ChartSeries) =>
    (highlight ?? read?.series.id ?? null) !== null && (highlight ?? read?.series.id) !== s.id;

  return (
    <PlotFrame
      frameRef={parentRef}
      title={title}
      titleId={titleId}
      tableId={tableId}
      width={width}
      height={height}
      svgClassName="overflow-visible"
      onKeyDown={readKey}
      onBlur={() => setReading(null)}
      readText={readText}
      tooltip={
        read &&
        read.yValue !== null && (
          <TooltipWithBounds
            left={x(read.xValue)}
            top={y(read.yValue)}
            className="pointer-events-none rounded-md border bg-popover px-2 py-1 text-xs text-popover-foreground shadow"
            unstyled
            applyPositionStyle
          >
            <strong className="block font-medium">{read.series.label}</strong>
            {xLabel} {formatX(read.xValue)}: {formatY(read.yValue)}
          </TooltipWithBounds>
        )
      }
    >
      <GridRows
        scale={y}
        tickValues={yTicks}
        left={MARGIN.left}
        width={innerWidth}
        stroke="currentColor"
        strokeOpacity={0.15}
      />
      <AxisLeft
        scale={y}
        left={MARGIN.left}
        tickValues={yTicks}
        tickFormat={(value) => formatY(Number(value))}
        hideAxisLine
        hideTicks
        stroke="currentColor"
        tickLabelProps={{ textAnchor: 'end', dx: -6, dy: '0.32em' }}
        tickComponent={TickLabel}
      />
      <AxisBottom
        scale={x}
        top={MARGIN.top + innerHeight}
        tickValues={xTicks}
        tickFormat={(value) => formatX(Number(value))}
        hideAxisLine
        hideTicks
        tickLabelProps={{ textAnchor: 'middle', dy: '1.2em' }}
        tickComponent={TickLabel}
      />
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
      {/* The highlighted line last, so it is drawn over the others. */}
      {[...series]
        .sort((a, b) => Number(a.id === highlight) - Number(b.id === highlight))
        .map((s) => (
          <g key={s.id} data-series={s.id} opacity={dimmed(s) ? 0.15 : 1}>
            <LinePath
              data={[...s.points]}
              x={(p) => x(p.x)}
              y={(p) => y(p.y ?? 0)}
              defined={(p) => p.y !== null}
              curve={step ? curveStepAfter : curveLinear}
              stroke={s.color}
              strokeWidth={highlight === s.id || read?.series.id === s.id ? 3.5 : 2}
              strokeLinejoin="round"
              fill="none"
            />
            {dots &&
              s.points.map((p) =>
                p.y === null ? null : <circle key={p.x} cx={x(p.x)} cy={y(p.y)} r={3.5} fill={s.color} />,
              )}
          </g>
        ))}
      {read && read.yValue !== null && (
        <g pointerEvents="none">
          <line
            x1={x(read.xValue)}
            x2={x(read.xValue)}
            y1={MARGIN.top}
            y2={MARGIN.top + innerHeight}
            stroke="currentColor"
            strokeOpacity={0.4}
            strokeDasharray="3 3"
          />
          <circle
            cx={x(read.xValue)}
            cy={y(read.yValue)}
            r={5}
            fill={read.series.color}
            stroke="white"
            strokeWidth={2}
          />
        </g>
      )}
      <rect
        x={MARGIN.left}
        y={MARGIN.top}
        width={innerWidth}
        height={innerHeight}
        fill="transparent"
        onPointerMove={readPointer}
        onPointerDown={readPointer}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setReading(null);
        }}
      />
    </PlotFrame>
  );
}
