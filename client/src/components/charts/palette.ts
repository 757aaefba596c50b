// Series colours of every chart: distinct hues that read on light and dark backgrounds. A team keeps
// its colour wherever it is drawn when the chart is given its roster id or index.
export const SERIES_COLORS = [
  '#dc2626',
  '#ea580c',
  '#ca8a04',
  '#65a30d',
  '#059669',
  '#0d9488',
  '#0891b2',
  '#2563eb',
  '#4f46e5',
  '#7c3aed',
  '#c026d3',
  '#e11d48',
  '#57534e',
  '#0f766e',
] as const;

export function seriesColor(index: number): string {
  return SERIES_COLORS[((index % SERIES_COLORS.length) + SERIES_COLORS.length) % SERIES_COLORS.length]!;
}
