// The lineup computations against the whole generated demo league (fixtures/demo-league): every row's
// starters add up to its score, and the best lineup of every week adds up to the provider's own
// "potential points" (rosters' ppts) over each season's counted weeks.
import { describe, expect, it } from 'vitest';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import { leagueSchema, matchupsSchema, playersSchema, rostersSchema } from '../sleeper/schemas';
import { startingSlots } from './lineup';
import { matchupPoints } from './matchups';
import { round2 } from './points';
import { buildRosterWeek } from './roster-week';
import { setAsideOf } from './set-aside';

const directory = playersSchema.parse(readDemoFixture('players/nfl'));
const positionOf = (id: string) => directory[id]?.position ?? 'UNK';

describe.each(demoManifest().seasons)('demo season $season', ({ leagueId }) => {
  const league = leagueSchema.parse(readDemoFixture(`league/${leagueId}`));
  const rosters = rostersSchema.parse(readDemoFixture(`league/${leagueId}/rosters`));
  const slots = startingSlots(league.roster_positions);
  // rosters[].settings count the regular season's scored weeks (manifest note rosterTotals).
  const countedWeeks = Math.min(
    league.settings.last_scored_leg ?? Infinity,
    (league.settings.playoff_week_start ?? 15) - 1,
  );
  const weeks = Array.from({ length: countedWeeks }, (_, i) =>
    matchupsSchema.parse(readDemoFixture(`league/${leagueId}/matchups/${i + 1}`)),
  );
  const rosterWeek = (row: (typeof weeks)[number][number]) =>
    buildRosterWeek(
      slots,
      row,
      (row.players ?? []).map((playerId) => ({
        playerId,
        position: positionOf(playerId),
        projectedPoints: 0,
      })),
      // The demo has no taxi squad or injured reserve.
      setAsideOf(undefined),
    );

  it("adds every row's starters up to the team's score (custom_points apart)", () => {
    for (const rows of weeks) {
      for (const row of rows) {
        const week = rosterWeek(row);
        expect(week.lineupSource).toBe('provider');
        expect(week.startersPoints, `roster ${row.roster_id}`).toBe(round2(row.points ?? 0));
        expect(week.points).toBe(matchupPoints(row));
      }
    }
  });

  it("adds the best lineups up to each roster's potential points (ppts)", () => {
    for (const roster of rosters) {
      const optimal = weeks.reduce((sum, rows) => {
        const row = rows.find((r) => r.roster_id === roster.roster_id)!;
        return sum + (rosterWeek(row).optimalPoints ?? 0);
      }, 0);
      const ppts = (roster.settings.ppts ?? 0) + (roster.settings.ppts_decimal ?? 0) / 100;
      expect(round2(optimal), `roster ${roster.roster_id}`).toBe(round2(ppts));
    }
  });
});
