import { describe, expect, it } from 'vitest';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import type { SleeperBracketMatch } from '../sleeper/schemas';
import {
  bracketFromProvider,
  bracketLayout,
  playBracket,
  type Bracket,
  type BracketSlot,
} from './playoff-bracket';

/** A readable form of a slot: "3" (seed), "W1" (winner of game index 1), "L0", "#7" (roster). */
function label(slot: BracketSlot): string {
  if (slot.kind === 'seed') return String(slot.seed);
  if (slot.kind === 'team') return `#${slot.rosterId}`;
  return `${slot.kind === 'winner' ? 'W' : 'L'}${slot.game}`;
}
const describeBracket = (bracket: Bracket) =>
  bracket.games.map((g) => `r${g.round}:${label(g.a)}v${label(g.b)}${g.place ? ` p${g.place}` : ''}`);

/** Plays a bracket with seeds = roster ids where the better seed (lower number) always wins. */
function favouritesWin(bracket: Bracket, teams: number) {
  const seeds = Array.from({ length: teams }, (_, i) => i + 1);
  return playBracket(
    bracket,
    (seed) => seed,
    (_round, a, b) => Math.min(a, b),
    seeds,
    new Int32Array(bracket.games.length * 2),
  );
}

describe('bracketLayout (the league format before the provider has a bracket)', () => {
  it('6 teams: the provider documented layout (1 v winner of 3-6, 2 v winner of 4-5), third place', () => {
    const bracket = bracketLayout(6);
    expect(bracket.byes).toBe(2);
    expect(describeBracket(bracket)).toEqual([
      'r1:3v6',
      'r1:4v5',
      'r2:1vW0',
      'r2:2vW1',
      'r3:W2vW3 p1',
      'r3:L2vL3 p3',
    ]);
    expect(favouritesWin(bracket, 6)).toEqual({ champion: 1, runnerUp: 2, third: 3 });
  });

  it('4 and 8 teams: no byes, first against last each round', () => {
    expect(bracketLayout(4).byes).toBe(0);
    expect(describeBracket(bracketLayout(4))).toEqual(['r1:1v4', 'r1:2v3', 'r2:W0vW1 p1', 'r2:L0vL1 p3']);
    expect(describeBracket(bracketLayout(8))).toEqual([
      'r1:1v8',
      'r1:2v7',
      'r1:3v6',
      'r1:4v5',
      'r2:W0vW3',
      'r2:W1vW2',
      'r3:W4vW5 p1',
      'r3:L4vL5 p3',
    ]);
  });

  it('3 teams: one bye, the final has no third-place game (third is the best seed not in it)', () => {
    const bracket = bracketLayout(3);
    expect(describeBracket(bracket)).toEqual(['r1:2v3', 'r2:1vW0 p1']);
    expect(favouritesWin(bracket, 3)).toEqual({ champion: 1, runnerUp: 2, third: 3 });
  });

  it('5 and 12 teams: surplus byes meet each other, four byes meet four round-1 winners', () => {
    expect(describeBracket(bracketLayout(5))).toEqual([
      'r1:4v5',
      'r2:1vW0',
      'r2:2v3',
      'r3:W1vW2 p1',
      'r3:L1vL2 p3',
    ]);
    const twelve = bracketLayout(12);
    expect(twelve.byes).toBe(4);
    expect(describeBracket(twelve).slice(0, 8)).toEqual([
      'r1:5v12',
      'r1:6v11',
      'r1:7v10',
      'r1:8v9',
      'r2:1vW0',
      'r2:2vW1',
      'r2:3vW2',
      'r2:4vW3',
    ]);
    expect(favouritesWin(twelve, 12)).toEqual({ champion: 1, runnerUp: 2, third: 3 });
  });
});

describe('bracketFromProvider', () => {
  const manifest = demoManifest();
  const leagueOf = (season: string) => manifest.seasons.find((s) => s.season === season)!.leagueId;

  it('replays a finished demo bracket: decided games keep their results, two byes', () => {
    for (const [season, champion] of [
      ['2022', 2],
      ['2023', 9],
      ['2024', 8],
    ] as const) {
      const rows = readDemoFixture<SleeperBracketMatch[]>(`league/${leagueOf(season)}/winners_bracket`);
      const bracket = bracketFromProvider(rows)!;
      expect(bracket.byes).toBe(2);
      const result = playBracket(
        bracket,
        () => {
          throw new Error('a provider bracket names its teams');
        },
        () => {
          throw new Error('every game is decided');
        },
        [],
        new Int32Array(bracket.games.length * 2),
      );
      expect(result.champion).toBe(champion);
      const final = rows.find((r) => r.p === 1)!;
      expect(result.runnerUp).toBe(final.l);
      expect(result.third).toBe(rows.find((r) => r.p === 3)!.w);
    }
  });

  it('plays the undecided games of a bracket in progress, from the winners of earlier rounds', () => {
    const rows: SleeperBracketMatch[] = [
      { r: 1, m: 1, t1: 3, t2: 6, w: 6, l: 3 },
      { r: 1, m: 2, t1: 4, t2: 5, w: 4, l: 5 },
      { r: 2, m: 3, t1: 1, t2: 6, t2_from: { w: 1 } },
      { r: 2, m: 4, t1: 2, t2: 4, t2_from: { w: 2 } },
      { r: 3, m: 5, t1_from: { w: 3 }, t2_from: { w: 4 }, p: 1 },
      { r: 3, m: 6, t1_from: { l: 3 }, t2_from: { l: 4 }, p: 3 },
    ];
    const bracket = bracketFromProvider(rows)!;
    expect(bracket.byes).toBe(2);
    const played: string[] = [];
    const result = playBracket(
      bracket,
      (seed) => seed,
      (round, a, b) => {
        played.push(`${round}:${a}v${b}`);
        return Math.max(a, b);
      },
      [1, 2, 3, 4, 5, 6],
      new Int32Array(bracket.games.length * 2),
    );
    expect(played).toEqual(['2:1v6', '2:2v4', '3:6v4', '3:1v2']);
    expect(result).toEqual({ champion: 6, runnerUp: 4, third: 2 });
  });

  it('refuses a row that names a side by neither team nor an earlier match', () => {
    expect(bracketFromProvider([{ r: 1, m: 1, t1: 1 }])).toBeNull();
  });
});
