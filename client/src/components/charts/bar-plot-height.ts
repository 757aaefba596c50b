/** The height of a bar chart's row and of the room around its rows. */
export const BAR_ROW_PX = 24;
export const BAR_MARGIN = { top: 4, bottom: 4 };

/** The drawing's height for `rows` bars: its box is that tall before it is drawn. */
export function barPlotHeight(rows: number): number {
  return BAR_MARGIN.top + rows * BAR_ROW_PX + BAR_MARGIN.bottom;
}
