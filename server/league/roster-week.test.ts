import { describe, expect, it } from 'vitest';
import type { SleeperMatchup } from '../sleeper/schemas';
import { buildRosterWeek, type RosterWeekPlayer } from './roster-week';
import { setAsideOf } from './set-aside';

const NONE = setAsideOf(undefined);

const SLOTS = ['QB', 'RB', 'WR', 'FLEX', 'DEF'];
const player = (playerId: string, position: string, projectedPoints = 0): RosterWeekPlayer => ({
  playerId,
  position,
  projectedPoints,
});
const ROSTER = [
  player('qb', 'QB', 20),
  player('rb1', 'RB', 14),
  player('rb2', 'RB', 9),
  player('wr1', 'WR', 12),
  player('wr2', 'WR', 4),
  player('DET', 'DEF', 7),
];

function row(overrides: Partial<SleeperMatchup>): SleeperMatchup {
  return {
    roster_id: 1,
    matchup_id: 3,
    players: ROSTER.map((p) => p.playerId),
    ...overrides,
  };
}

describe('buildRosterWeek', () => {
  it("shows the manager's own starters in slot order, and they add up to the score", () => {
    const week = buildRosterWeek(
      SLOTS,
      row({
        // The manager started rb2 at FLEX although wr1 outscored him.
        starters: ['qb', 'rb1', 'wr2', 'rb2', 'DET'],
        starters_points: [21.5, 10.2, 3.1, 2.0, 9],
        players_points: { qb: 21.5, rb1: 10.2, rb2: 2.0, wr1: 17.4, wr2: 3.1, DET: 9 },
        points: 45.8,
      }),
      ROSTER,
      NONE,
    );
    expect(week.lineupSource).toBe('provider');
    expect(week.lineup).toEqual([
      { slot: 'QB', playerId: 'qb' },
      { slot: 'RB', playerId: 'rb1' },
      { slot: 'WR', playerId: 'wr2' },
      { slot: 'FLEX', playerId: 'rb2' },
      { slot: 'DEF', playerId: 'DET' },
    ]);
    expect(week.starters).toEqual(['qb', 'rb1', 'wr2', 'rb2', 'DET']);
    expect(week.bench).toEqual(['wr1']);
    expect(week.startersPoints).toBe(45.8);
    expect(week.points).toBe(45.8);
    expect(week.customPoints).toBeNull();
    // Best: qb 21.5, rb1 10.2, wr1 17.4, FLEX wr2 3.1 (over rb2 2.0), DET 9 = 61.2.
    expect(week.optimalPoints).toBe(61.2);
    expect(week.pointsLeftOnBench).toBe(15.4);
  });

  it('keeps an empty slot empty and counts nothing for it', () => {
    const week = buildRosterWeek(
      SLOTS,
      row({
        starters: ['qb', 'rb1', 'wr1', '0', 'DET'],
        starters_points: [20, 10, 12, 0, 5],
        players_points: { qb: 20, rb1: 10, rb2: 8, wr1: 12, wr2: 1, DET: 5 },
        points: 47,
      }),
      ROSTER,
      NONE,
    );
    expect(week.lineup[3]).toEqual({ slot: 'FLEX', playerId: null });
    expect(week.starters[3]).toBe('0');
    expect(week.startersPoints).toBe(47);
    expect(week.bench).toEqual(['rb2', 'wr2']);
    expect(week.pointsLeftOnBench).toBe(8);
  });

  it('scores a started player on a bye (no game) as 0, and a team without an opponent still has its lineup', () => {
    const week = buildRosterWeek(
      SLOTS,
      row({
        matchup_id: null,
        starters: ['qb', 'rb1', 'wr1', 'rb2', 'DET'],
        starters_points: [18, 0, 7, 6, 4],
        // rb1's team is on its NFL bye: he has no entry in players_points at all.
        players_points: { qb: 18, rb2: 6, wr1: 7, wr2: 9, DET: 4 },
        points: 35,
      }),
      ROSTER,
      NONE,
    );
    expect(week.pointsOf('rb1')).toBe(0);
    expect(week.startersPoints).toBe(35);
    expect(week.points).toBe(35);
    expect(week.lineupSource).toBe('provider');
  });

  it("shows a commissioner's custom score apart from the starters' points", () => {
    const week = buildRosterWeek(
      SLOTS,
      row({
        starters: ['qb', 'rb1', 'wr1', 'rb2', 'DET'],
        starters_points: [20, 10, 12, 8, 5],
        players_points: { qb: 20, rb1: 10, rb2: 8, wr1: 12, wr2: 1, DET: 5 },
        points: 55,
        custom_points: 58.4,
      }),
      ROSTER,
      NONE,
    );
    expect(week.startersPoints).toBe(55);
    expect(week.customPoints).toBe(58.4);
    expect(week.points).toBe(58.4);
  });

  it('reads superflex and IDP shapes from the slots the league uses', () => {
    const slots = ['QB', 'SUPER_FLEX', 'DL', 'IDP_FLEX'];
    const players = [player('qb1', 'QB'), player('qb2', 'QB'), player('de', 'DE'), player('lb', 'LB')];
    const week = buildRosterWeek(
      slots,
      row({
        players: ['qb1', 'qb2', 'de', 'lb'],
        starters: ['qb1', 'qb2', 'de', 'lb'],
        starters_points: [22, 17, 6, 9],
        players_points: { qb1: 22, qb2: 17, de: 6, lb: 9 },
        points: 54,
      }),
      players,
      NONE,
    );
    expect(week.lineup.map((e) => `${e.slot}:${e.playerId}`)).toEqual([
      'QB:qb1',
      'SUPER_FLEX:qb2',
      'DL:de',
      'IDP_FLEX:lb',
    ]);
    expect(week.bench).toEqual([]);
    expect(week.pointsLeftOnBench).toBe(0);
  });

  it('projects the best lineup only when the provider has none for the week', () => {
    for (const missing of [undefined, row({ starters: [] }), row({ starters: null })]) {
      const week = buildRosterWeek(SLOTS, missing, ROSTER, NONE);
      expect(week.lineupSource).toBe('projected');
      expect(week.lineup).toEqual([
        { slot: 'QB', playerId: 'qb' },
        { slot: 'RB', playerId: 'rb1' },
        { slot: 'WR', playerId: 'wr1' },
        { slot: 'FLEX', playerId: 'rb2' },
        { slot: 'DEF', playerId: 'DET' },
      ]);
      expect(week.bench).toEqual(['wr2']);
      expect(week.optimalPoints).toBeNull();
      expect(week.pointsLeftOnBench).toBeNull();
      expect(week.points).toBe(0);
    }
  });

  it('has no bench verdict for a set lineup before any points exist (a future week)', () => {
    const week = buildRosterWeek(
      SLOTS,
      row({ starters: ['qb', 'rb1', 'wr1', 'rb2', 'DET'], points: 0 }),
      ROSTER,
      NONE,
    );
    expect(week.lineupSource).toBe('provider');
    expect(week.pointsLeftOnBench).toBeNull();
    expect(week.startersPoints).toBe(0);
  });
});

describe('buildRosterWeek with a taxi squad and injured reserve', () => {
  // A small dynasty roster: a rookie on the taxi squad and a player on IR both scored 30.
  const roster = [...ROSTER, player('rookie', 'WR', 25), player('hurt', 'RB', 25)];
  const aside = setAsideOf({ taxi: ['rookie'], reserve: ['hurt'] });
  const scored = row({
    players: roster.map((p) => p.playerId),
    starters: ['qb', 'rb1', 'wr2', 'rb2', 'DET'],
    starters_points: [21.5, 10.2, 3.1, 2.0, 9],
    players_points: { qb: 21.5, rb1: 10.2, rb2: 2.0, wr1: 17.4, wr2: 3.1, DET: 9, rookie: 30, hurt: 30 },
    points: 45.8,
  });

  it('shows them apart from the bench and never counts them in the best lineup', () => {
    const week = buildRosterWeek(SLOTS, scored, roster, aside);
    expect(week.bench).toEqual(['wr1']);
    expect(week.taxi).toEqual(['rookie']);
    expect(week.reserve).toEqual(['hurt']);
    expect(week.pointsOf('rookie')).toBe(30);
    // The same as without them: wr1 at WR, wr2 at FLEX, 61.2; their 30 points each are never "left".
    expect(week.optimalPoints).toBe(61.2);
    expect(week.pointsLeftOnBench).toBe(15.4);
  });

  it('never projects them into a lineup nobody has set yet', () => {
    const week = buildRosterWeek(SLOTS, undefined, roster, aside);
    expect(week.starters).not.toContain('rookie');
    expect(week.starters).not.toContain('hurt');
    expect(week.taxi).toEqual(['rookie']);
    expect(week.reserve).toEqual(['hurt']);
  });

  it('has no taxi squad or reserve in a league without them', () => {
    const week = buildRosterWeek(SLOTS, scored, roster, NONE);
    expect(week.taxi).toEqual([]);
    expect(week.reserve).toEqual([]);
    expect(week.bench).toEqual(['hurt', 'rookie', 'wr1']);
    // As ordinary bench players they would be the best lineup: qb, hurt, rookie, FLEX wr1, DET.
    expect(week.optimalPoints).toBe(107.9);
  });
});

describe('buildRosterWeek in a season without player points', () => {
  it("leaves every player's points unknown, keeps the team's score and judges no lineup", () => {
    const unscored: SleeperMatchup['players_points'][] = [undefined, null, {}, { qb: 0, rb1: 0, wr1: 0 }];
    for (const players_points of unscored) {
      const week = buildRosterWeek(
        SLOTS,
        row({ starters: ['qb', 'rb1', 'wr1', 'rb2', 'DET'], players_points, points: 97.8 }),
        ROSTER,
        NONE,
      );
      expect(week.pointsOf('qb')).toBeNull();
      expect(week.pointsOf('wr2')).toBeNull();
      expect(week.startersPoints).toBe(97.8);
      expect(week.points).toBe(97.8);
      expect(week.optimalPoints).toBeNull();
      expect(week.pointsLeftOnBench).toBeNull();
    }
  });
});
