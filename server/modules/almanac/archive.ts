// Every season of the league as the almanac reads it (docs/decisions/0016): its teams, its completed
// weeks, its games, its draft, and its ledger (who started for whom, how players moved: the trades,
// draft report cards, keeper values and pickups are computed from it). A completed season never changes, so its archive is built
// once per gateway (and its provider answers are kept for good by the cache); the season in progress is
// rebuilt only when one of its provider copies is refreshed (server/memo.ts).
import type { AppContext } from '../../context';
import { InputMemo, SettledMemo } from '../../memo';
import { seasonGames, type AlmanacGame } from '../../league/almanac-games';
import { leagueAsCounted } from '../../league/counted-weeks';
import { isFinalPlayed } from '../../league/brackets';
import type { SeasonDraft } from '../../league/draft-keepers';
import { slotRosters } from '../../league/draft-board';
import { isRookieDraft } from '../../league/rookie-draft';
import { seasonLedger, type SeasonLedger } from '../../league/season-ledger';
import { dashboardWeek, finalWeek, isSeasonOver } from '../../league/season-week';
import { weekIsOver } from '../../live/week-over';
import type { WeekMatchups } from '../../league/season-games';
import { buildTeams, type TeamIdentity } from '../../league/teams';
import { sortAndFilterTransactions } from '../../league/transactions';
import type {
  SleeperBracketMatch,
  SleeperLeague,
  SleeperLeagueUser,
  SleeperRoster,
  SleeperTransaction,
} from '../../sleeper/schemas';
import { seasonDraft } from '../drafts/service';
import { playerDisplayName } from '../league/service';
import { loadLeagueSnapshot } from '../league/snapshot';

export interface SeasonArchive {
  /** The league as its records count it: start_week moved back to the first week they count. */
  league: SleeperLeague;
  rosters: SleeperRoster[];
  users: SleeperLeagueUser[];
  teams: Map<number, TeamIdentity>;
  /** The weeks whose games are all final (regular season and playoffs), oldest first. */
  weeks: WeekMatchups[];
  winnersBracket: SleeperBracketMatch[];
  /** Every transaction of the season that took effect (failed claims left out), newest first. */
  transactions: SleeperTransaction[];
  games: AlmanacGame[];
  /** The season is over: its final is played, or the NFL calendar has moved past it. */
  over: boolean;
  draft: SeasonDraft;
  ledger: SeasonLedger;
}

const COMPLETE = 'complete';
const completed = new SettledMemo<SeasonArchive>();
const inProgress = new InputMemo<SeasonArchive>(8);

async function loadArchive(ctx: AppContext, league: SleeperLeague): Promise<SeasonArchive> {
  const id = league.league_id;
  const [state, winnersBracket] = await Promise.all([
    league.status === COMPLETE ? null : ctx.sleeper.state(),
    ctx.sleeper.winnersBracket(id),
  ]);
  // Over once its final is played (the provider may not say complete for days) or the NFL has moved on.
  const over = !state || isFinalPlayed(league, winnersBracket) || isSeasonOver(league, state);
  const last = finalWeek(league);
  const allWeeks = Array.from({ length: last }, (_, i) => i + 1);
  // A week counts once its games are all final, before the provider settles it (docs/decisions/0037).
  const weekNumbers =
    !state || over ? allWeeks : allWeeks.filter((week) => weekIsOver(ctx, league, state, week));
  // Transactions of the rounds that have happened (round 1 also holds the offseason moves).
  const lastRound = !state || over ? last : Math.max(1, dashboardWeek(league, state));
  const [rosters, users, matchups, rounds, drafted] = await Promise.all([
    // The season in progress with the records as of now, counting the weeks its archive counts.
    state ? loadLeagueSnapshot(ctx, id).then((snapshot) => snapshot.rosters) : ctx.sleeper.rosters(id),
    ctx.sleeper.users(id),
    Promise.all(weekNumbers.map((week) => ctx.sleeper.matchups(id, week))),
    Promise.all(allWeeks.slice(0, lastRound).map((round) => ctx.sleeper.transactions(id, round))),
    // The draft the season's board shows (the drafts module's choice), for the verdicts too.
    seasonDraft(ctx, league).then(async (draft) => ({
      draft,
      picks: draft ? await ctx.sleeper.draftPicks(draft.draft_id) : [],
    })),
  ]);
  const { draft, picks } = drafted;
  // The season in progress is rebuilt only when a provider copy changed; a known archive needs no
  // player lookup.
  const inputs = [league, state, rosters, users, winnersBracket, draft, picks, ...matchups, ...rounds];
  const known = state ? inProgress.peek(id, inputs) : undefined;
  if (known) return known;
  // The names of every player a move added (traded, claimed, picked up).
  const addedIds = [...new Set(rounds.flat().flatMap((tx) => Object.keys(tx.adds ?? {})))];
  const directory = await ctx.sleeper.players(addedIds);
  const build = (): SeasonArchive => {
    const teams = buildTeams(rosters, users);
    const weeks = weekNumbers.map((week, i) => ({ week, matchups: matchups[i]! }));
    const counted = leagueAsCounted(league, rosters, weeks);
    const transactions = sortAndFilterTransactions(rounds.flat());
    const columns = slotRosters(draft, rosters, draft?.settings?.teams ?? rosters.length);
    return {
      league: counted,
      rosters,
      users,
      teams,
      weeks,
      winnersBracket,
      transactions,
      games: seasonGames({ league: counted, rosters, teams, weeks, winnersBracket }),
      draft: { season: league.season, picks, teams },
      over,
      ledger: seasonLedger({
        league: counted,
        over,
        weeks,
        teams,
        transactions,
        players: new Map(
          addedIds.map((playerId) => {
            const info = directory.get(playerId);
            return [playerId, { name: playerDisplayName(info, playerId), position: info?.position ?? null }];
          }),
        ),
        draft:
          picks.length > 0
            ? {
                picks,
                slots: new Map([...columns].map(([slot, rosterId]) => [rosterId, slot])),
                rookie: isRookieDraft(draft, picks),
              }
            : null,
      }),
    };
  };
  return state ? inProgress.get(id, inputs, build) : build();
}

/** One season's archive; a completed season is built once per gateway. */
export function seasonArchive(ctx: AppContext, league: SleeperLeague): Promise<SeasonArchive> {
  if (league.status !== COMPLETE) return loadArchive(ctx, league);
  return completed.get(ctx.sleeper, league.league_id, () => loadArchive(ctx, league));
}

/** Every season of the league's chain, newest first. */
export async function leagueArchives(ctx: AppContext): Promise<SeasonArchive[]> {
  const chain = await ctx.sleeper.leagueChain(ctx.leagueId);
  return Promise.all(chain.map((league) => seasonArchive(ctx, league)));
}
