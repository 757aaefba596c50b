// Scales and ticks of the SVG charts: plain functions, so the charts stay small and testable.

export type Scale = (value: number) => number;

/** Maps [d0, d1] onto [r0, r1] linearly (a flat domain maps to the middle of the range). */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): Scale {
  if (d0 === d1) return () => (r0 + r1) / 2;
  const k = (r1 - r0) / (d1 - d0);
  return (value) => r0 + (value - d0) * k;
}

/** About `count` round tick values within [min, max] (steps of 1, 2 or 5 times a power of ten). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  // The multiple of the power of ten nearest the raw step (d3's thresholds).
  const error = raw / power;
  const step =
    power * (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1);
  const first = Math.ceil(min / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toFixed(10)));
  return ticks;
}

/**
 * Integer ticks from `from` to `to`, thinned to about `max` of them. Both ends are kept; the last thinned
 * tick gives way to the end when they would sit closer than half a step.
 */
export function integerTicks(from: number, to: number, max = 10): number[] {
  const all = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (all.length <= max) return all;
  const every = Math.ceil(all.length / max);
  const ticks = all.filter((_, i) => i % every === 0);
  if (ticks.at(-1) !== to) {
    if (to - ticks.at(-1)! <= every / 2) ticks.pop();
    ticks.push(to);
  }
  return ticks;
}

/** The SVG path of a line through the points; a null value breaks the line. `step`: flat, then jump. */
export function linePath(
  points: ReadonlyArray<{ x: number; y: number | null }>,
  x: Scale,
  y: Scale,
  step = false,
): string {
  let path = '';
  let previous: { px: number; py: number } | null = null;
  for (const point of points) {
    if (point.y === null) {
      previous = null;
      continue;
    }
    const px = x(point.x);
    const py = y(point.y);
    if (previous === null) path += `M${px.toFixed(1)},${py.toFixed(1)}`;
    else if (step) path += `H${px.toFixed(1)}V${py.toFixed(1)}`;
    else path += `L${px.toFixed(1)},${py.toFixed(1)}`;
    previous = { px, py };
  }
  return path;
}
