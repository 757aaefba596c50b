// The league format the offline demo plays (issue 38 point 9). The committed fixtures are a keeper
// league without divisions; DEMO_FORMAT, DEMO_DIVISIONS and DEMO_MEDIAN (server/config.ts) ask for the
// same league built as another format (scripts/demo-league/build.ts), so each format can be seen
// offline.

/** keeper, dynasty and redraft are Sleeper's settings.type 1, 2 and 0; bestball is the keeper league with best-ball lineups. */
export const DEMO_FORMATS = ['keeper', 'dynasty', 'redraft', 'bestball'] as const;
export type DemoFormatName = (typeof DEMO_FORMATS)[number];

export interface DemoFormat {
  format: DemoFormatName;
  /** Two divisions of six teams in every season. */
  divisions: boolean;
  /** Every season plays the median game (without it only 2024 does, as in the committed fixtures). */
  median: boolean;
}

/** The committed fixtures' format. */
export const DEFAULT_DEMO_FORMAT: DemoFormat = { format: 'keeper', divisions: false, median: false };

export function isDefaultDemoFormat(format: DemoFormat): boolean {
  return (
    format.format === DEFAULT_DEMO_FORMAT.format &&
    format.divisions === DEFAULT_DEMO_FORMAT.divisions &&
    format.median === DEFAULT_DEMO_FORMAT.median
  );
}
