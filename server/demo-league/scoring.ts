// Weekly player points, lineups, the regular-season schedule and the records that follow from them.
// Points are kept as integer hundredths to avoid float drift; files get `centi / 100`.
import type { Position } from './constants.ts';
import type { DemoPlayer } from './players.ts';
import type { Rng } from './random.ts';

const SPREAD: Record<Position, { sd: number; min: number; max: number; step: number }> = {
  QB: { sd: 6.5, min: 3, max: 38, step: 1 },
  RB: { sd: 6.5, min: 0, max: 42, step: 10 },
  WR: { sd: 6.5, min: 0, max: 42, step: 10 },
  TE: { sd: 4.5, min: 0, max: 35, step: 10 },
  K: { sd: 3.5, min: 0, max: 18, step: 100 },
  DEF: { sd: 5.5, min: -4, max: 25, step: 100 },
};

/** points[playerId][week] in hundredths, weeks 1..lastWeek (index 0 unused). */
export type PointsTable = Map<string, number[]>;

export function weeklyPoints(
  rng: Rng,
  players: readonly DemoPlayer[],
  mean: (id: string) => number,
  lastWeek: number,
  sidelined: (id: string, week: number) => boolean,
): PointsTable {
  const table: PointsTable = new Map();
  for (const player of players) {
    const spread = SPREAD[player.position];
    const weeks = [0];
    for (let week = 1; week <= lastWeek; week += 1) {
      const raw = Math.min(spread.max, Math.max(spread.min, mean(player.id) + rng.gauss() * spread.sd));
      weeks.push(sidelined(player.id, week) ? 0 : Math.round((raw * 100) / spread.step) * spread.step);
    }
    table.set(player.id, weeks);
  }
  return table;
}

const SLOTS: ReadonlyArray<readonly Position[]> = [
  ['QB'],
  ['RB'],
  ['RB'],
  ['WR'],
  ['WR'],
  ['TE'],
  ['RB', 'WR', 'TE'],
  ['RB', 'WR', 'TE'],
  ['K'],
  ['DEF'],
];

/** Fills the 10 starting slots in order from the best-valued eligible players; "0" when none is left. */
export function fillLineup(
  roster: readonly string[],
  positionOf: (id: string) => Position,
  value: (id: string) => number,
): string[] {
  const ranked = [...roster].sort((a, b) => value(b) - value(a));
  const used = new Set<string>();
  return SLOTS.map((eligible) => {
    const choice = ranked.find((id) => !used.has(id) && eligible.includes(positionOf(id)));
    if (choice === undefined) return '0';
    used.add(choice);
    return choice;
  });
}

/** Round-robin pairs (circle method) for `weeks` weeks; weeks past 11 repeat earlier rounds. */
export function regularSchedule(rng: Rng, teams: number, weeks: number): Array<Array<[number, number]>> {
  const order = rng.shuffle(Array.from({ length: teams }, (_, i) => i));
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < teams - 1; r += 1) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < teams / 2; i += 1) {
      pairs.push([order[i] ?? 0, order[teams - 1 - i] ?? 0]);
    }
    rounds.push(rng.shuffle(pairs));
    order.splice(1, 0, order.pop() ?? 0);
  }
  const shuffledRounds = rng.shuffle(rounds);
  return Array.from({ length: weeks }, (_, w) => shuffledRounds[w % shuffledRounds.length] ?? []);
}

export interface TeamWeek {
  franchise: number;
  matchupId: number | null;
  starters: string[];
  players: string[];
  /** Hundredths; null for future weeks (no points yet). */
  playerPoints: Map<string, number> | null;
  customCenti: number | null;
}

export function startersCenti(row: TeamWeek): number[] {
  return row.starters.map((id) => (id === '0' ? 0 : (row.playerPoints?.get(id) ?? 0)));
}

export function pointsCenti(row: TeamWeek): number {
  return startersCenti(row).reduce((sum, p) => sum + p, 0);
}

/** The score that counts: a commissioner's custom_points override when set. */
export function effectiveCenti(row: TeamWeek): number {
  return row.customCenti ?? pointsCenti(row);
}

export interface SeasonRecord {
  wins: number;
  losses: number;
  ties: number;
  fpts: number;
  fptsAgainst: number;
  ppts: number;
  /** One W/L/T per head-to-head game, in week order. */
  record: string;
}

/**
 * Records over `weeks` (each an array of team rows). Points for count every row of the week (a team
 * without a game still scored); wins/losses/ties come from games, plus, in a median season, one more
 * result against the week's median score (average of the two middle scores).
 */
export function seasonRecords(
  weeks: ReadonlyArray<readonly TeamWeek[]>,
  teams: number,
  median: boolean,
  optimal: (row: TeamWeek) => number,
): SeasonRecord[] {
  const records: SeasonRecord[] = Array.from({ length: teams }, () => ({
    wins: 0,
    losses: 0,
    ties: 0,
    fpts: 0,
    fptsAgainst: 0,
    ppts: 0,
    record: '',
  }));
  for (const rows of weeks) {
    const byMatchup = new Map<number, TeamWeek[]>();
    for (const row of rows) {
      const rec = records[row.franchise];
      if (rec === undefined) continue;
      rec.fpts += effectiveCenti(row);
      rec.ppts += optimal(row);
      if (row.matchupId !== null)
        byMatchup.set(row.matchupId, [...(byMatchup.get(row.matchupId) ?? []), row]);
    }
    for (const [a, b] of byMatchup.values()) {
      if (a === undefined || b === undefined) continue;
      const ra = records[a.franchise];
      const rb = records[b.franchise];
      if (ra === undefined || rb === undefined) continue;
      const pa = effectiveCenti(a);
      const pb = effectiveCenti(b);
      ra.fptsAgainst += pb;
      rb.fptsAgainst += pa;
      if (pa === pb) {
        ra.ties += 1;
        rb.ties += 1;
        ra.record += 'T';
        rb.record += 'T';
      } else {
        const [winner, loser] = pa > pb ? [ra, rb] : [rb, ra];
        winner.wins += 1;
        loser.losses += 1;
        winner.record += 'W';
        loser.record += 'L';
      }
    }
    if (median) {
      const scores = rows.map(effectiveCenti).sort((x, y) => x - y);
      const middle = ((scores[scores.length / 2 - 1] ?? 0) + (scores[scores.length / 2] ?? 0)) / 2;
      for (const row of rows) {
        const rec = records[row.franchise];
        if (rec === undefined) continue;
        const score = effectiveCenti(row);
        if (score > middle) rec.wins += 1;
        else if (score < middle) rec.losses += 1;
        else rec.ties += 1;
      }
    }
  }
  return records;
}

/** Best possible lineup score of a row (potential points). */
export function optimalCenti(row: TeamWeek, positionOf: (id: string) => Position): number {
  const points = row.playerPoints;
  if (points === null) return 0;
  const lineup = fillLineup(row.players, positionOf, (id) => points.get(id) ?? 0);
  return lineup.reduce((sum, id) => sum + (id === '0' ? 0 : (points.get(id) ?? 0)), 0);
}

/** Standings order: wins (a tie counts half), then points for. */
export function standingsOrder(records: readonly SeasonRecord[]): number[] {
  return records
    .map((rec, franchise) => ({ franchise, score: rec.wins + rec.ties / 2, fpts: rec.fpts }))
    .sort((a, b) => b.score - a.score || b.fpts - a.fpts)
    .map((x) => x.franchise);
}
