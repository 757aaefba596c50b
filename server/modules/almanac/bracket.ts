// The playoff bracket of a season (common/bracket.ts): the provider's winners and losers brackets once set,
// with each game's scores; before that, the league's layout seeded by today's standings, each team with the
// simulation's chance of its seed (docs/decisions/0011).
import type { BracketResponse, BracketTeam } from '../../../common/bracket';
import type { AppContext } from '../../context';
import { bracketView, byeRosters } from '../../league/bracket-view';
import { matchupPoints } from '../../league/matchups';
import { bracketFromProvider, bracketLayout } from '../../league/playoff-bracket';
import { playoffRoundWeeks } from '../../league/playoff-weeks';
import { isSeasonOver } from '../../league/season-week';
import { computeStandings, DEFAULT_PLAYOFF_TEAMS, DEFAULT_PLAYOFF_WEEK_START } from '../../league/standings';
import { leagueOfSeason } from '../history/service';
import { loadLeagueSnapshot } from '../league/snapshot';
import { getPlayoffOdds } from './odds';

export async function getBracket(ctx: AppContext, season?: string): Promise<BracketResponse> {
  const league = season ? await leagueOfSeason(ctx, season) : await ctx.sleeper.league(ctx.leagueId);
  const id = league.league_id;
  const [snapshot, winnersRows, losersRows, chain] = await Promise.all([
    loadLeagueSnapshot(ctx, id),
    ctx.sleeper.winnersBracket(id),
    ctx.sleeper.losersBracket(id),
    ctx.sleeper.leagueChain(ctx.leagueId),
  ]);
  const playoffWeekStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  const playoffTeams = league.settings.playoff_teams || DEFAULT_PLAYOFF_TEAMS;
  const winners = winnersRows.length > 0 ? bracketFromProvider(winnersRows) : null;
  // The seeds are final once the records count every regular-season week (the last one as soon as its
  // games are final: docs/decisions/0037), before the provider sets its bracket.
  const seasonCounted = snapshot.countedThrough >= playoffWeekStart - 1;
  const status = winners ? 'set' : seasonCounted ? 'seeded' : 'projected';
  const winnersBracket = winners ?? bracketLayout(playoffTeams);
  const roundWeeks = playoffRoundWeeks(league, Math.max(0, ...winnersBracket.games.map((g) => g.round)));
  // Seeds as the regular season left them (the standings count regular-season games only).
  const seedOf = new Map(
    computeStandings(league, snapshot.rosters, snapshot.teams).map((s) => [s.rosterId, s.seed]),
  );
  const rosterOfSeed = new Map([...seedOf].map(([rosterId, seed]) => [seed, rosterId]));
  const odds = status === 'projected' && id === ctx.leagueId ? await getPlayoffOdds(ctx) : null;
  const oddsOf = new Map((odds?.teams ?? []).map((t) => [t.rosterId, t]));

  // The playoff weeks already played (or being played): their scores.
  const lastWeek = isSeasonOver(league, snapshot.state) ? Infinity : snapshot.week;
  const weeks = status === 'set' ? roundWeeks.flat().filter((w) => w <= lastWeek) : [];
  const rowsByWeek = new Map(
    await Promise.all(weeks.map(async (week) => [week, await ctx.sleeper.matchups(id, week)] as const)),
  );
  const pointsOf = (week: number, rosterId: number) => {
    const row = rowsByWeek.get(week)?.find((r) => r.roster_id === rosterId);
    return row ? matchupPoints(row) : null;
  };
  const team = (rosterId: number): BracketTeam => {
    const identity = snapshot.teams.get(rosterId);
    const seed = seedOf.get(rosterId) ?? null;
    const teamOdds = oddsOf.get(rosterId);
    return {
      rosterId,
      ownerId: identity?.ownerId ?? null,
      teamName: identity?.teamName ?? `Team ${rosterId}`,
      seed,
      seedChance: seed !== null && teamOdds ? (teamOdds.seedOdds[seed - 1] ?? 0) : null,
      seedProven: teamOdds !== undefined && teamOdds.seedRange.best === teamOdds.seedRange.worst,
    };
  };
  const view = (bracket: NonNullable<typeof winners>) =>
    bracketView({ bracket, roundWeeks, team, rosterOfSeed: (s) => rosterOfSeed.get(s), pointsOf });

  const winnersView = view(winnersBracket);
  const losers = losersRows.length > 0 ? bracketFromProvider(losersRows) : null;
  const final = winnersView.find((game) => game.place === 1);
  return {
    season: league.season,
    status,
    provisionalWeeks: snapshot.provisionalWeeks,
    playoffWeekStart,
    playoffTeams,
    byes: byeRosters(winnersView).map(team),
    winners: winnersView,
    // The provider places the consolation games among their own teams (1 = its best): after the
    // playoff teams in the league's order (1 -> 7th with six playoff teams).
    losers: losers
      ? view(losers).map((game) => ({
          ...game,
          place: game.place === null ? null : game.place + playoffTeams,
        }))
      : [],
    champion: final?.winnerRosterId != null ? team(final.winnerRosterId) : null,
    seasons: chain.map((l) => l.season).sort((a, b) => Number(b) - Number(a)),
  };
}
