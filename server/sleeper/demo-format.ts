// The league format the offline demo plays. The committed fixtures are a keeper league without divisions;
// DEMO_FORMAT, DEMO_DIVISIONS, DEMO_MEDIAN and DEMO_PLAYOFFS (server/config.ts) ask for the same league
// built as another format (server/demo-league/build.ts), so each format can be seen offline.

/** keeper, dynasty and redraft are Sleeper's settings.type 1, 2 and 0; bestball is the keeper league with best-ball lineups. */
export const DEMO_FORMATS = ['keeper', 'dynasty', 'redraft', 'bestball'] as const;
export type DemoFormatName = (typeof DEMO_FORMATS)[number];

/**
 * How long the demo's playoff rounds last, named as the app names Sleeper's playoff_round_type
 * (common/league.ts): one week each, or a final over two weeks (rounds [15], [16], [17, 18]). Every
 * round over two weeks would run past the NFL season from week 15, so the demo does not offer it.
 */
export const DEMO_PLAYOFFS = ['one-week', 'two-week-final'] as const;
export type DemoPlayoffs = (typeof DEMO_PLAYOFFS)[number];

export interface DemoFormat {
  format: DemoFormatName;
  /** Two divisions of six teams in every season. */
  divisions: boolean;
  /** Every season plays the median game (without it only 2024 does, as in the committed fixtures). */
  median: boolean;
  /** How long the playoff rounds last in every season. */
  playoffs: DemoPlayoffs;
}

/** The committed fixtures' format. */
export const DEFAULT_DEMO_FORMAT: DemoFormat = {
  format: 'keeper',
  divisions: false,
  median: false,
  playoffs: 'one-week',
};

export function isDefaultDemoFormat(format: DemoFormat): boolean {
  return (
    format.format === DEFAULT_DEMO_FORMAT.format &&
    format.divisions === DEFAULT_DEMO_FORMAT.divisions &&
    format.median === DEFAULT_DEMO_FORMAT.median &&
    format.playoffs === DEFAULT_DEMO_FORMAT.playoffs
  );
}
