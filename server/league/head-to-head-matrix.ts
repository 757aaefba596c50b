// Head to head between people across every season (docs/decisions/0016): a game counts for the owners
// of its two rosters that season, so a member whose roster id changed keeps one record and a team
// that changed hands gives the new owner only the games they played. Regular season and playoffs
// (winners bracket) are kept apart; an orphaned roster's games belong to nobody.
import type { H2hCell, H2hRecord, ManagerRef, Rivalry } from '../../common/almanac';
import { resultOf, sidesOf, type AlmanacGame } from './almanac-games';
import { round2 } from './points';

const emptyRecord = (): H2hRecord => ({
  games: 0,
  wins: 0,
  losses: 0,
  ties: 0,
  pointsFor: 0,
  pointsAgainst: 0,
});

export function headToHeadMatrix(games: readonly AlmanacGame[]): H2hCell[] {
  const cells = new Map<string, H2hCell>();
  const cellOf = (ownerId: string, opponentId: string): H2hCell => {
    const key = `${ownerId}|${opponentId}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { ownerId, opponentId, regular: emptyRecord(), playoffs: emptyRecord() };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const game of games) {
    for (const rosterId of [game.home.rosterId, game.away.rosterId]) {
      const [own, other] = sidesOf(game, rosterId);
      if (!own.ownerId || !other.ownerId || own.ownerId === other.ownerId) continue;
      const record = cellOf(own.ownerId, other.ownerId)[game.playoffs ? 'playoffs' : 'regular'];
      record.games += 1;
      const result = resultOf(game, rosterId);
      if (result === 'W') record.wins += 1;
      else if (result === 'L') record.losses += 1;
      else record.ties += 1;
      record.pointsFor = round2(record.pointsFor + own.points);
      record.pointsAgainst = round2(record.pointsAgainst + other.points);
    }
  }
  return [...cells.values()].sort(
    (a, b) => a.ownerId.localeCompare(b.ownerId) || a.opponentId.localeCompare(b.opponentId),
  );
}

/** Regular season and playoffs together. */
export function totalOf(cell: H2hCell): H2hRecord {
  const { regular: r, playoffs: p } = cell;
  return {
    games: r.games + p.games,
    wins: r.wins + p.wins,
    losses: r.losses + p.losses,
    ties: r.ties + p.ties,
    pointsFor: round2(r.pointsFor + p.pointsFor),
    pointsAgainst: round2(r.pointsAgainst + p.pointsAgainst),
  };
}

/**
 * A manager's rivalries over all games: the opponent met most often; the closest (wins and losses
 * nearest level, then the smallest point difference per game); the most lopsided (the widest gap
 * between wins and losses per game, either way, then the largest point difference per game). Closest and most
 * lopsided need at least two meetings when anyone qualifies. Ties go to more games, then the name.
 */
export function rivalriesOf(
  ownerId: string,
  cells: readonly H2hCell[],
  managers: ReadonlyMap<string, ManagerRef>,
): { mostGames: Rivalry | null; closest: Rivalry | null; mostLopsided: Rivalry | null } {
  const all: Rivalry[] = cells
    .filter((cell) => cell.ownerId === ownerId && managers.has(cell.opponentId))
    .map((cell) => {
      const total = totalOf(cell);
      return {
        opponent: managers.get(cell.opponentId)!,
        games: total.games,
        wins: total.wins,
        losses: total.losses,
        ties: total.ties,
        pointDiff: round2(total.pointsFor - total.pointsAgainst),
      };
    })
    .filter((r) => r.games > 0);
  const repeated = all.filter((r) => r.games >= 2);
  const pool = repeated.length > 0 ? repeated : all;
  const perGame = (r: Rivalry) => Math.abs(r.pointDiff) / r.games;
  const byName = (a: Rivalry, b: Rivalry) =>
    b.games - a.games || a.opponent.ownerName.localeCompare(b.opponent.ownerName);
  const first = (list: Rivalry[], compare: (a: Rivalry, b: Rivalry) => number) =>
    [...list].sort((a, b) => compare(a, b) || byName(a, b))[0] ?? null;
  return {
    mostGames: first(all, (a, b) => b.games - a.games),
    closest: first(
      pool,
      (a, b) => Math.abs(a.wins - a.losses) - Math.abs(b.wins - b.losses) || perGame(a) - perGame(b),
    ),
    mostLopsided: first(
      pool,
      (a, b) =>
        Math.abs(b.wins - b.losses) / b.games - Math.abs(a.wins - a.losses) / a.games ||
        perGame(b) - perGame(a),
    ),
  };
}
