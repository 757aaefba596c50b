// Facts of one transaction: who moved whom, what a claim cost, and how the players moved have scored
// since (from the matchup rows of the weeks after it), so a roast can judge the move with hindsight.
import type { Trade } from '../../../common/almanac';
import type { TransactionType } from '../../../common/league';
import { round2 } from '../../league/points';
import type { TeamIdentity } from '../../league/teams';
import { involvedRosters, listNames, transactionType } from '../../league/transactions';
import type { PlayerInfo } from '../../sleeper/gateway';
import type { SleeperMatchup, SleeperTransaction } from '../../sleeper/schemas';
import { claims, DEFAULT_FAAB_BUDGET, FLAG } from '../claims';
import { pts } from '../format';
import type { FactSheet } from '../types';
import { playerRef, type PlayerRef } from './players';

export interface MovedPlayer extends PlayerRef {
  /** Points scored on any roster in the played weeks from the move's week on; null if never rostered since. */
  pointsSince: number | null;
}

export interface TransactionSide {
  rosterId: number;
  teamName: string;
  ownerName: string;
  added: MovedPlayer[];
  dropped: MovedPlayer[];
  /** Draft picks received, e.g. "a 2026 round 2 pick". */
  picksIn: string[];
  /** FAAB dollars received in a trade. */
  faabIn: number;
}

/**
 * A trade's verdict as the Trades page shows it (server/league/trade-history.ts, decision 0016): each
 * side's points in its new team's starting lineups (with picks and keeper seasons), and who won.
 */
export interface TradeVerdictFacts {
  winnerRosterId: number | null;
  verdict: Trade['verdict'];
  pointsAfter: ReadonlyMap<number, number>;
}

export interface TransactionFacts {
  id: string;
  season: string;
  kind: TransactionType;
  failed: boolean;
  week: number;
  sides: TransactionSide[];
  faabBid: number | null;
  /** A trade's verdict, the one source of its figures; null for other moves. */
  verdict: TradeVerdictFacts | null;
}

export interface TransactionFactsInput {
  season: string;
  transaction: SleeperTransaction;
  teams: ReadonlyMap<number, TeamIdentity>;
  directory: ReadonlyMap<string, PlayerInfo>;
  /** Matchup rows of every played week from the transaction's week on. */
  weeksSince: readonly (readonly SleeperMatchup[])[];
  /** The trade's verdict from the Trades page, for a trade. */
  verdict?: TradeVerdictFacts | null;
}

export function pointsSince(playerId: string, weeks: TransactionFactsInput['weeksSince']): number | null {
  let total = 0;
  let rostered = false;
  for (const rows of weeks) {
    for (const row of rows) {
      const p = row.players_points?.[playerId];
      if (p !== undefined || row.players?.includes(playerId)) {
        rostered = true;
        total += p ?? 0;
      }
    }
  }
  return rostered ? round2(total) : null;
}

export function buildTransactionFacts(input: TransactionFactsInput): TransactionFacts {
  const t = input.transaction;
  const moved = (id: string): MovedPlayer => ({
    ...playerRef(id, input.directory),
    pointsSince: pointsSince(id, input.weeksSince),
  });
  const sides = involvedRosters(t).map((rosterId): TransactionSide => {
    const team = input.teams.get(rosterId);
    return {
      rosterId,
      teamName: team?.teamName ?? `Team ${rosterId}`,
      ownerName: team?.ownerDisplayName ?? 'an unknown owner',
      added: Object.entries(t.adds ?? {})
        .filter(([, to]) => to === rosterId)
        .map(([id]) => moved(id)),
      dropped: Object.entries(t.drops ?? {})
        .filter(([, from]) => from === rosterId)
        .map(([id]) => moved(id)),
      picksIn: (t.draft_picks ?? [])
        .filter((p) => p.owner_id === rosterId)
        .map((p) => `a ${p.season} round ${p.round} pick`),
      faabIn: (t.waiver_budget ?? [])
        .filter((b) => b.receiver === rosterId)
        .reduce((n, b) => n + b.amount, 0),
    };
  });
  const bid = t.settings?.waiver_bid;
  return {
    id: t.transaction_id,
    season: input.season,
    kind: transactionType(t.type),
    failed: t.status === 'failed',
    week: t.leg ?? 1,
    sides,
    faabBid: typeof bid === 'number' && bid > 0 ? bid : null,
    verdict: input.verdict ?? null,
  };
}

const KIND_LABEL: Record<TransactionFacts['kind'], string> = {
  trade: 'trade',
  waiver: 'waiver claim',
  free_agent: 'free-agent pickup',
  other: 'roster move',
};

/** Template slots and prompt lines of a transaction. A slot exists only when its fact is true. */
export function transactionSheet(f: TransactionFacts): FactSheet {
  const main = f.sides[0];
  const s: Record<string, string> = {
    week: String(f.week),
    season: f.season,
    move: KIND_LABEL[f.kind],
    team: main?.teamName ?? 'A mystery team',
    owner: main?.ownerName ?? 'a mystery owner',
  };
  const lines = [`A ${s.move} in week ${f.week} of the ${f.season} season${f.failed ? ' that failed' : ''}.`];

  if (f.kind === 'trade' && f.sides.length >= 2) {
    const [a, b] = f.sides as [TransactionSide, TransactionSide];
    const gets = (side: TransactionSide) =>
      listNames([
        ...side.added.map((p) => p.name),
        ...side.picksIn,
        ...(side.faabIn > 0 ? [`$${side.faabIn} of FAAB`] : []),
      ]) || 'nothing at all';
    for (const side of f.sides)
      lines.push(`${side.teamName} (owner ${side.ownerName}) received ${gets(side)}.`);
    // Two sides are teamA and teamB; a trade of three or more is told with every team in it, never as
    // two sides (a three-team trade roast named two teams and said "both sides").
    if (f.sides.length === 2)
      Object.assign(s, { teamA: a.teamName, teamB: b.teamName, teamAGets: gets(a), teamBGets: gets(b) });
    else {
      Object.assign(s, {
        teamCount: String(f.sides.length),
        tradeTeams: listNames(f.sides.map((side) => side.teamName)),
        tradeHauls: f.sides.map((side) => `${side.teamName} got ${gets(side)}`).join('; '),
      });
      lines.push(`A ${f.sides.length}-team trade between ${s.tradeTeams}.`);
    }
    // The winner and the figures are the Trades page's verdict (the roast once summed every point since on
    // any roster and mocked the side the page called the winner).
    const verdict = f.verdict;
    if (f.sides.length === 2 && verdict?.verdict === 'won' && verdict.winnerRosterId !== null) {
      const [winner, loser] = verdict.winnerRosterId === a.rosterId ? [a, b] : [b, a];
      const after = (side: TransactionSide) => verdict.pointsAfter.get(side.rosterId) ?? 0;
      Object.assign(s, {
        tradeWinner: winner.teamName,
        tradeWinnerPoints: pts(after(winner)),
        tradeLoser: loser.teamName,
        tradeLoserPoints: pts(after(loser)),
      });
      lines.push(
        `Since the trade, what ${winner.teamName} received scored ${s.tradeWinnerPoints} in its starting lineups; what ${loser.teamName} received scored ${s.tradeLoserPoints}. ${winner.teamName} won the trade.`,
      );
    } else if (verdict?.verdict === 'draw') {
      lines.push('So far the trade is a draw: both sides got about the same points out of it.');
    }
  } else if (main) {
    const added = main.added[0];
    const dropped = main.dropped[0];
    if (added) {
      Object.assign(s, { added: added.name, addedPos: added.position });
      lines.push(
        `${main.teamName} ${f.failed ? 'tried to add' : 'added'} ${added.name} (${added.position}).`,
      );
      if (added.pointsSince !== null && !f.failed) {
        s.addedPoints = pts(added.pointsSince);
        lines.push(`${added.name} has scored ${s.addedPoints} points since.`);
      }
    }
    if (dropped) {
      Object.assign(s, { dropped: dropped.name, droppedPos: dropped.position });
      lines.push(
        `${main.teamName} ${f.failed ? 'offered to drop' : 'dropped'} ${dropped.name} (${dropped.position}).`,
      );
      if (dropped.pointsSince !== null && !f.failed) {
        s.droppedPoints = pts(dropped.pointsSince);
        lines.push(`${dropped.name} has scored ${s.droppedPoints} points since.`);
      }
    }
    if (f.faabBid !== null) {
      s.faab = String(f.faabBid);
      // The league's budget is not in the transaction: Sleeper's default stands in for it.
      if (claims.splurge(f.faabBid, DEFAULT_FAAB_BUDGET)) s.faabSplurge = FLAG;
      lines.push(`The waiver bid was $${f.faabBid} of FAAB.`);
    }
    if (f.failed) {
      s.failedClaim = added?.name ?? 'the player';
      lines.push(`The claim failed: ${main.teamName} did not get ${s.failedClaim}.`);
    }
  }
  return {
    subjectType: 'transaction',
    subjectKey: f.id,
    moment: { season: f.season, week: f.week },
    rosterIds: f.sides.map((side) => side.rosterId),
    slots: s,
    lines,
  };
}
