// Proof over whole seasons: every season of the demo league and of a league generated with
// other names and other scores (server/demo-league/other-league.ts), read in each persona's voice as a
// league reads it (server/roast/season-reading.ts: the week's recap, then a roast of every game, each
// knowing what was read before it). No sentence shape in more than 3 recaps of a season, none read
// again within 4 weeks, none in two roasts of one week, none twice by a member in the roasts of their
// team; every claim's words licensed by a flag, and every flag's condition true of the numbers;
// three-team trades name all three teams and say no "both"; no team's defense is "he".
// `npm run roast:freshness` prints the same figures.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSONA_IDS } from '../../../common/roasts';
import { buildOtherLeague, OTHER_PEOPLE } from '../../demo-league/other-league';
import { PEOPLE } from '../../demo-league/managers';
import { involvedRosters } from '../../league/transactions';
import { loadLeagueSnapshot } from '../league/snapshot';
import { computeRecap } from '../recaps/service';
import { DemoTransport } from '../../sleeper/transport';
import { createTestApp, type TestApp } from '../../test/harness';
import { claims, closenessFlags, PERSON_PRONOUNS, teamPlayerNames } from '../../roast/claims';
import { historySubjects, seasonsToRead } from './demo-subjects';
import { isTeamPlayer } from '../../roast/facts/players';
import { seededRng } from '../../roast/rng';
import { readSeason, MAX_RECAPS_PER_SHAPE, type SeasonReadingFigures } from '../../roast/season-reading';
import { sentencesOf } from '../../roast/sentence-memory';
import { transactionSheetIn } from './subjects';
import { composeRoast } from '../../roast/templates/compose';
import type { FactSheet } from '../../roast/types';
import type * as PlayoffOdds from '../../league/playoff-odds';
import type { WeekRecap } from '../../league/week-recap';

// The chances a recap reports are the simulation's (decision 0011); what this test reads of them is
// only which team moved and whether a flag's condition holds of the figures the sheet was built from,
// so fewer runs do: the whole file in seconds rather than a minute of simulations.
vi.mock('../league/playoff-odds', async (original) => ({
  ...(await original<typeof PlayoffOdds>()),
  PLAYOFF_ODDS_RUNS: 300,
}));

interface LeagueReading {
  name: string;
  app: TestApp;
  figures: SeasonReadingFigures[];
  recaps: { recap: WeekRecap; sheet: FactSheet }[];
  trades: { sheet: FactSheet; teams: string[] }[];
}

const leagues: LeagueReading[] = [];

async function readLeague(name: string, files?: ReadonlyMap<string, unknown>): Promise<LeagueReading> {
  const app = await createTestApp(files ? { transport: new DemoTransport(files) } : {});
  const seasons = await seasonsToRead(app.ctx);
  const figures = seasons.flatMap((season) => PERSONA_IDS.map((persona) => readSeason(season, persona)));
  const recaps = [];
  for (const season of seasons)
    for (const sheet of season.recaps)
      recaps.push(await computeRecap(app.ctx, season.season, sheet.moment.week));
  const trades = [];
  for (const { league, transactionIds } of await historySubjects(app.ctx)) {
    const snapshot = await loadLeagueSnapshot(app.ctx, league.league_id);
    for (const id of transactionIds) {
      const sheet = await transactionSheetIn(app.ctx, league, id);
      if (sheet.slots.move !== 'trade') continue;
      const rows = await Promise.all(
        Array.from({ length: 18 }, (_, i) => app.ctx.sleeper.transactions(league.league_id, i + 1)),
      );
      const trade = rows.flat().find((t) => t.transaction_id === id)!;
      trades.push({
        sheet,
        teams: involvedRosters(trade).map((rosterId) => snapshot.teams.get(rosterId)!.teamName),
      });
    }
  }
  return { name, app, figures, recaps, trades };
}

beforeAll(async () => {
  leagues.push(await readLeague('demo'));
  leagues.push(await readLeague('other', buildOtherLeague()));
}, 120_000);
afterAll(async () => {
  for (const { app } of leagues) await app.close();
});

const each = (check: (league: LeagueReading) => string[]) => leagues.flatMap(check);
const where = (f: SeasonReadingFigures) => `${f.season} ${f.persona}`;

describe('the leagues read', () => {
  it('are the demo and a league with none of its names, every season of each', () => {
    expect(leagues.map((l) => l.figures.length)).toEqual([16, 16]);
    const demoNames = new Set(PEOPLE.flatMap((p) => [p.displayName, String(p.teamName)]));
    expect(OTHER_PEOPLE.some((p) => demoNames.has(p.displayName))).toBe(false);
    for (const { figures } of leagues) {
      // Every final week: each past season's 17 and the current season's 13, and every game of them.
      expect(figures.filter((f) => f.persona === 'bot').map((f) => f.recaps)).toEqual([17, 17, 17, 13]);
      expect(figures.every((f) => f.roasts >= 6 * f.recaps - 12)).toBe(true);
    }
  });
});

describe('freshness over whole seasons', () => {
  it(`no sentence shape in more than ${MAX_RECAPS_PER_SHAPE} recaps of a season, in any persona`, () => {
    const problems = each(({ name, figures }) =>
      figures.flatMap((f) => f.overusedInRecaps.map((p) => `${name} ${where(f)}: ${p}`)),
    );
    expect(problems).toEqual([]);
    expect(Math.max(...leagues.flatMap((l) => l.figures.map((f) => f.mostRecapsOfOneShape)))).toBe(3);
  });

  it('no line read again within 4 weeks, in two roasts of one week, or twice by a member in the roasts of their team', () => {
    const problems = each(({ name, figures }) =>
      figures.flatMap((f) =>
        [
          ...f.recapRepeatedWithinWindow,
          ...f.roastRepeatedWithinWindow,
          ...f.sharedInAWeek,
          ...f.repeatedToAMember,
        ].map((p) => `${name} ${where(f)}: ${p}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('claims over whole seasons', () => {
  it('every text’s claim words are licensed by its facts (claims.ts), in every persona', () => {
    expect(each(({ figures }) => figures.flatMap((f) => f.unfounded))).toEqual([]);
  });

  it('every recap flag’s condition holds of the week’s numbers, and no mover before any standings', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { name, recaps } of leagues)
      for (const { recap, sheet } of recaps) {
        const at = `${name} ${recap.season} week ${recap.week}`;
        const { slots } = sheet;
        const average = recap.teams.reduce((sum, t) => sum + t.points, 0) / recap.teams.length;
        const award = (id: string) => recap.awards.find((a) => a.id === id);
        const closest = award('closest');
        if (closest && closest.value > 0) {
          const flags = closenessFlags(closest.value, average);
          for (const flag of ['closeIsClose', 'closeIsNear', 'closeNotClose'])
            if ((slots[flag] !== undefined) !== flag in flags) wrong.push(`${at}: ${flag}`);
          checked += 1;
        }
        const blowout = award('blowout');
        if (blowout && (slots.blowoutIsRout !== undefined) !== claims.rout(blowout.value, average))
          wrong.push(`${at}: blowoutIsRout`);
        const down = recap.teams.find((t) => t.teamName === slots.oddsDown);
        if (down) {
          const [before, after] = recap.playoffs
            ? [down.odds.titleBefore, down.odds.titleAfter]
            : [down.odds.playoffsBefore, down.odds.playoffsAfter];
          if ((slots.oddsDownCollapse !== undefined) !== claims.collapse(before, after))
            wrong.push(`${at}: oddsDownCollapse`);
        }
        // No climb or drop from the empty table before a season's first games.
        const unranked = recap.teams.every(({ standing: { before } }) => before.wins + before.losses === 0);
        if (unranked && (slots.riser !== undefined || slots.faller !== undefined))
          wrong.push(`${at}: movers before any standings`);
        for (const id of ['boom', 'bust'] as const) {
          const player = award(id);
          if (!player?.playerId) continue;
          if ((slots[`${id}PlayerIsTeam`] !== undefined) !== isTeamPlayer(player.playerId))
            wrong.push(`${at}: ${id}PlayerIsTeam`);
        }
      }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('every matchup roast’s "only one who showed up" holds of its lineup', async () => {
    const wrong: string[] = [];
    let alone = 0;
    for (const { name, app, figures } of leagues)
      for (const { sheet } of figures.filter((f) => f.persona === 'bot').flatMap((f) => f.texts)) {
        if (sheet.subjectType !== 'matchup' || !sheet.rosterIds) continue;
        const { season, week } = sheet.moment;
        const chain = await app.ctx.sleeper.leagueChain(app.ctx.leagueId);
        const league = chain.find((l) => l.season === season)!;
        const rows = await app.ctx.sleeper.matchups(league.league_id, week);
        sheet.rosterIds.forEach((rosterId, i) => {
          const row = rows.find((r) => r.roster_id === rosterId)!;
          const points = (row.starters ?? []).map((id) => row.players_points?.[id] ?? 0);
          const star = Math.max(...points);
          const others = [...points];
          others.splice(points.indexOf(star), 1);
          const flag = `${i === 0 ? 'winner' : 'loser'}StarAlone`;
          const holds = claims.loneStar(star, others);
          if (holds) alone += 1;
          if (sheet.slots.tieAStar === undefined && (sheet.slots[flag] !== undefined) !== holds)
            wrong.push(`${name} ${sheet.subjectKey}: ${flag}`);
        });
      }
    expect(wrong).toEqual([]);
    expect(alone).toBeGreaterThan(0);
  });

  it('a trade of three teams names all three in every roast and never says "both"', () => {
    const problems: string[] = [];
    let threeTeam = 0;
    for (const { name, trades } of leagues)
      for (const { sheet, teams } of trades) {
        if (teams.length < 3) continue;
        threeTeam += 1;
        for (const persona of PERSONA_IDS)
          for (let seed = 1; seed <= 10; seed++) {
            const { text } = composeRoast(sheet, persona, seededRng(seed));
            const missing = teams.filter((team) => !text.includes(team));
            if (missing.length > 0 || /\bboth\b/i.test(text))
              problems.push(`${name} ${sheet.subjectKey} ${persona}: ${text}`);
          }
      }
    expect(problems).toEqual([]);
    // Each season of each league has one.
    expect(threeTeam).toBe(8);
  });

  it('no sentence that names a team’s defense calls it "he" or "his"', () => {
    const problems: string[] = [];
    let defenses = 0;
    for (const { name, figures } of leagues)
      for (const { sheet, text } of figures.flatMap((f) => f.texts)) {
        const teams = teamPlayerNames(sheet);
        for (const sentence of sentencesOf(text)) {
          if (!teams.some((team) => sentence.includes(team))) continue;
          defenses += 1;
          if (PERSON_PRONOUNS.test(sentence)) problems.push(`${name} ${sheet.subjectKey}: ${sentence}`);
        }
      }
    expect(problems).toEqual([]);
    expect(defenses).toBeGreaterThan(20);
  });
});
