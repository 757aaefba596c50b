// The verdicts over the whole demo league: the identities a member can check by hand.
import { describe, expect, it } from 'vitest';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import type {
  SleeperDraft,
  SleeperDraftPick,
  SleeperLeague,
  SleeperLeagueUser,
  SleeperMatchup,
  SleeperRoster,
  SleeperTransaction,
} from '../sleeper/schemas';
import { slotRosters } from './draft-board';
import { draftReport, roundRates } from './draft-report';
import { seasonKeepers } from './keeper-value';
import { matchupPoints } from './matchups';
import { seasonPickups } from './pickups';
import { isRookieDraft } from './rookie-draft';
import { weeksInRecords } from './playoff-odds-input';
import { bySeason, seasonLedger } from './season-ledger';
import { finalWeek } from './season-week';
import { buildTeams } from './teams';
import { leagueTrades } from './trade-history';

const manifest = demoManifest();

function ledgerOf(season: string) {
  const { leagueId: id, draftId } = manifest.seasons.find((s) => s.season === season)!;
  const league = readDemoFixture<SleeperLeague>(`league/${id}`);
  const rosters = readDemoFixture<SleeperRoster[]>(`league/${id}/rosters`);
  const users = readDemoFixture<SleeperLeagueUser[]>(`league/${id}/users`);
  const over = league.status === 'complete';
  // Completed weeks: every week of a finished season, the weeks in the records of the current one.
  const played = over ? finalWeek(league) : weeksInRecords(league, rosters);
  const weeks = Array.from({ length: played }, (_, i) => ({
    week: i + 1,
    matchups: readDemoFixture<SleeperMatchup[]>(`league/${id}/matchups/${i + 1}`),
  }));
  const transactions = Array.from({ length: finalWeek(league) }, (_, i) =>
    readDemoFixture<SleeperTransaction[]>(`league/${id}/transactions/${i + 1}`),
  ).flat();
  const draft = readDemoFixture<SleeperDraft>(`draft/${draftId}`);
  const picks = readDemoFixture<SleeperDraftPick[]>(`draft/${draftId}/picks`);
  const columns = slotRosters(draft, rosters, rosters.length);
  return {
    weeks,
    ledger: seasonLedger({
      league,
      over,
      weeks,
      teams: buildTeams(rosters, users),
      transactions,
      players: new Map(),
      draft: {
        picks,
        slots: new Map([...columns].map(([slot, rosterId]) => [rosterId, slot])),
        rookie: isRookieDraft(draft, picks),
      },
    }),
  };
}

const seasons = manifest.seasons.map((s) => ledgerOf(s.season));
const ledgers = seasons.map((s) => s.ledger).sort(bySeason);
const trades = leagueTrades(ledgers);
const history = roundRates(ledgers);
const reports = ledgers.map((ledger) => draftReport(ledger, history)!);

/** A roster's score of a week (custom points when a commissioner set them). */
function rosterScore(season: string, rosterId: number, week: number): number {
  const { weeks } = seasons.find((s) => s.ledger.season === season)!;
  const row = weeks.find((w) => w.week === week)!.matchups.find((r) => r.roster_id === rosterId)!;
  return matchupPoints(row);
}

describe('the verdicts of the demo league', () => {
  it('credits every started week of a moved player to exactly one move (none before his first)', () => {
    let credited = 0;
    for (const ledger of ledgers) {
      const owners = new Map<string, number>();
      for (const acquisition of ledger.acquisitions.all) {
        for (const start of acquisition.starts) {
          const key = `${acquisition.rosterId}:${acquisition.playerId}:${start.week}`;
          owners.set(key, (owners.get(key) ?? 0) + 1);
          expect(start.week).toBeGreaterThanOrEqual(acquisition.week);
        }
      }
      const pairs = new Set(ledger.acquisitions.all.map((a) => `${a.rosterId}:${a.playerId}`));
      for (const pair of pairs) {
        const [rosterId, playerId] = [Number(pair.split(':')[0]), pair.split(':')[1]!];
        const firstWeek = Math.min(
          ...ledger.acquisitions.all
            .filter((a) => a.rosterId === rosterId && a.playerId === playerId)
            .map((a) => a.week),
        );
        for (const start of ledger.started.weeks(rosterId, playerId)) {
          const count = owners.get(`${pair}:${start.week}`) ?? 0;
          expect(count, `${ledger.season} ${pair} week ${start.week}`).toBe(start.week >= firstWeek ? 1 : 0);
          credited += count;
        }
      }
    }
    expect(credited).toBeGreaterThan(500);
  });

  it("a trade side's players never score more in a week than their roster did", () => {
    let weeksChecked = 0;
    for (const ledger of ledgers) {
      for (const trade of trades.filter((t) => t.season === ledger.season)) {
        for (const side of trade.sides) {
          const perWeek = new Map<number, number>();
          for (const player of side.players) {
            const starts = ledger.acquisitions.of(trade.id, player.playerId)?.starts ?? [];
            expect(starts.reduce((sum, w) => sum + w.points, 0)).toBeCloseTo(player.pointsAfter, 6);
            for (const w of starts) perWeek.set(w.week, (perWeek.get(w.week) ?? 0) + w.points);
          }
          for (const [week, points] of perWeek) {
            expect(points).toBeLessThanOrEqual(rosterScore(ledger.season, side.rosterId, week) + 1e-6);
            weeksChecked += 1;
          }
        }
      }
    }
    expect(weeksChecked).toBeGreaterThan(50);
  });

  it('every trade has a verdict by its points, settled only once nothing can move', () => {
    expect(trades).toHaveLength(18);
    for (const trade of trades) {
      const ranked = [...trade.sides].sort((a, b) => b.pointsAfter - a.pointsAfter);
      expect(trade.margin).toBeCloseTo(ranked[0]!.pointsAfter - ranked[1]!.pointsAfter, 6);
      if (trade.verdict === 'won') expect(trade.winnerRosterId).toBe(ranked[0]!.rosterId);
      else expect(trade.winnerRosterId).toBeNull();
      for (const side of trade.sides) {
        const players = side.players.reduce((sum, p) => sum + p.pointsAfter, 0);
        expect(side.pointsAfter).toBeCloseTo(players + side.pickPoints + side.keeperPoints, 6);
      }
      // The season in progress (2025) settles nothing; a 2024 trade's 2025 picks neither.
      const usesPicksOf2025 = trade.sides.some((s) => s.picks.some((p) => p.season >= '2025'));
      expect(trade.settled).toBe(trade.season !== '2025' && !usesPicksOf2025);
    }
    // The pick-and-budget trades of 2022-2024 used their picks the next season, for those who got them.
    const used = trades.flatMap((t) => t.sides.flatMap((s) => s.picks)).filter((p) => p.status === 'used');
    expect(used).toHaveLength(6);
    // The round trip of 2025: the 2026 pick is not drafted yet.
    const roundTrip = trades.find((t) => t.id === '1180342276363037970')!;
    expect(roundTrip.sides.flatMap((s) => s.picks).map((p) => p.status)).toEqual(['pending']);
  });

  it('draft reports: every pick, the team values add up, and each round of the history is worth zero', () => {
    const valueByRound = new Map<number, number>();
    for (const [i, report] of reports.entries()) {
      const ledger = ledgers[i]!;
      expect(report.picks).toHaveLength(ledger.draft!.picks.length);
      for (const team of report.teams) {
        const own = report.picks.filter((p) => p.rosterId === team.rosterId);
        expect(team.value).toBeCloseTo(
          own.reduce((sum, p) => sum + p.value, 0),
          6,
        );
      }
      // Grades follow value.
      const grades = report.teams.map((t) => 'ABCDF'.indexOf(t.grade));
      expect(grades).toEqual([...grades].sort((a, b) => a - b));
      if (!report.final) continue;
      for (const p of report.picks.filter((x) => !x.isKeeper))
        valueByRound.set(p.round, (valueByRound.get(p.round) ?? 0) + p.value);
    }
    // Complete seasons all have 17 weeks: over the history the ordinary picks of a round meet their
    // average exactly (rounding to the cent aside).
    expect(valueByRound.size).toBe(16);
    for (const total of valueByRound.values()) expect(Math.abs(total)).toBeLessThan(0.5);
  });

  it('startedPoints is what the lineups of the drafting roster gave the player, that season', () => {
    for (const report of reports) {
      const { weeks } = seasons.find((s) => s.ledger.season === report.season)!;
      for (const p of report.picks) {
        const fromRows = weeks.reduce((sum, w) => {
          const row = w.matchups.find((r) => r.roster_id === p.rosterId);
          return row?.starters?.includes(p.playerId) ? sum + (row.players_points?.[p.playerId] ?? 0) : sum;
        }, 0);
        expect(p.startedPoints).toBeCloseTo(fromRows, 6);
      }
    }
  });

  it("keepers: one value per kept pick, the report's own", () => {
    const keepers = ledgers.flatMap((ledger, i) => seasonKeepers(reports[i]!, ledger, ledgers[i - 1]));
    const keptPicks = ledgers.flatMap((l) => l.draft!.picks.filter((p) => p.is_keeper === true));
    expect(keepers).toHaveLength(keptPicks.length);
    expect(keepers.filter((k) => k.source === 'waiver').length).toBeGreaterThan(0);
    expect(keepers.filter((k) => k.source === 'draft').length).toBeGreaterThan(0);
  });

  it('pickups: a FAAB league, bids on claims only; points credited while the player stayed', () => {
    const pickups = ledgers.flatMap((ledger) => seasonPickups(ledger));
    expect(pickups.length).toBeGreaterThan(100);
    for (const p of pickups) {
      expect(p.faab).not.toBeNull();
      if (p.type === 'free_agent') expect(p.faab).toBe(0);
    }
    expect(pickups.some((p) => p.type === 'waiver' && p.faab! > 0)).toBe(true);
    expect(pickups.some((p) => !p.stayed)).toBe(true);
  });
});
