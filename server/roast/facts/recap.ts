// Facts of one week's recap: the awards, the week's movers in the standings and the odds, the teams that
// clinched or were knocked out, and the champion crowned in a final. Everything comes from the computed recap
// (server/league/week-recap.ts): the text may state nothing else.
import { possessive, withArticle } from '../../../common/english';
import type { RecapAward, RecapGame, RecapTeam } from '../../../common/recap';
import { placeGameName } from '../../../common/playoff-round';
import {
  decidingPoints,
  isLastLeg,
  roundResultText,
  roundWeeksText,
  weeksOfGame,
} from '../../../common/two-week-round';
import type { WeekRecap } from '../../league/week-recap';
import { recapChance } from '../../../common/chance-format';
import { claims, closenessFlags, FLAG } from '../claims';
import { ordinal, pts, record } from '../format';
import type { FactSheet } from '../types';
import { isTeamPlayer } from './players';

/** Odds moves smaller than this (in probability) are no news. */
export const ODDS_NEWS = 0.05;

/** Names as a sentence lists them ("A", "A and B", "A, B and C"), each once. */
function listed(items: readonly string[]): string {
  const list = [...new Set(items)];
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)!}`;
}

/** The names of an award's winners. */
const names = (awards: readonly RecapAward[], pick: (a: RecapAward) => string = (a) => a.teamName) =>
  listed(awards.map(pick));

const teamRecord = (r: { wins: number; losses: number; ties: number }) => record(r.wins, r.losses, r.ties);

/** The team with the largest `by`, if above `floor`. */
function most(teams: readonly RecapTeam[], by: (t: RecapTeam) => number, floor: number): RecapTeam | null {
  const best = [...teams].sort((a, b) => by(b) - by(a) || a.rosterId - b.rosterId)[0];
  return best && by(best) > floor ? best : null;
}

function awardFacts(recap: WeekRecap, s: Record<string, string>, lines: string[]): void {
  const of = (id: RecapAward['id']) => recap.awards.filter((a) => a.id === id);
  const teamOf = (rosterId: number | null) => recap.teams.find((t) => t.rosterId === rosterId);
  const gameOf = (a: RecapAward) =>
    recap.games.find((g) => [g.home.rosterId, g.away.rosterId].includes(a.rosterId))!;

  const [high, low] = [of('high-score'), of('low-score')];
  if (high[0] && low[0]) {
    Object.assign(s, {
      highTeam: names(high),
      highPoints: pts(high[0].value),
      lowTeam: names(low),
      lowPoints: pts(low[0].value),
    });
    lines.push(`Highest score of the week: ${s.highTeam} with ${s.highPoints}.`);
    lines.push(`Lowest score of the week: ${s.lowTeam} with ${s.lowPoints}.`);
  }
  // "Close" and "rout" by the week's own scoring (claims.ts), over both weeks for a two-week game's
  // margin, which is its sum's (as the awards' titles measure it, server/league/recap-awards.ts).
  const weekAverage = recap.teams.reduce((sum, t) => sum + t.points, 0) / Math.max(1, recap.teams.length);
  const average = (a: RecapAward) => weekAverage * weeksOfGame(gameOf(a));
  const blowout = of('blowout')[0];
  if (blowout) {
    const game = gameOf(blowout);
    const [w, l] = sides(game, blowout.rosterId);
    Object.assign(s, {
      blowoutWinner: w.teamName,
      blowoutLoser: l.teamName,
      blowoutMargin: pts(blowout.value),
      // A two-week round's score is its sum: said so, or it reads as this week's.
      blowoutScore: `${pts(w.points)} to ${pts(l.points)}${game.round ? ` over both weeks of the two-week ${game.round.name}` : ''}`,
    });
    const rout = claims.rout(blowout.value, average(blowout));
    if (rout) s.blowoutIsRout = FLAG;
    // A two-week game's margin is its sum's: said with the score that says so, never as this week's.
    if (!game.round) s.blowoutOneWeek = FLAG;
    lines.push(`${rout ? 'Biggest blowout' : 'Widest margin'}: ${gameResult(game)}, by ${s.blowoutMargin}.`);
  }
  const closest = of('closest');
  const close = closest[0];
  if (close && close.value === 0) {
    Object.assign(s, { tieTeams: names(closest), tiePoints: pts(decidingPoints(gameOf(close)).home) });
    lines.push(`A tie: ${s.tieTeams} both scored ${s.tiePoints}.`);
  } else if (close) {
    Object.assign(s, {
      closeWinner: close.teamName,
      closeLoser: teamOf(close.opponentRosterId)?.teamName ?? '',
      closeMargin: pts(close.value),
    });
    // "The closest game" only when some game was close enough to be called so (never "the closest
    // game of week 17 ... by 40.4").
    const closeness = closenessFlags(close.value, average(close));
    Object.assign(s, closeness);
    s[gameOf(close).round ? 'closeTwoWeek' : 'closeOneWeek'] = FLAG;
    lines.push(
      closeness.closeNotClose === undefined
        ? `Closest game: ${s.closeWinner} beat ${s.closeLoser} by ${s.closeMargin}.`
        : `No game was close this week: the smallest margin was ${s.closeWinner} over ${s.closeLoser}, by ${s.closeMargin}.`,
    );
  }
  const upset = of('upset')[0];
  if (upset) {
    Object.assign(s, {
      upsetWinner: upset.teamName,
      upsetLoser: teamOf(upset.opponentRosterId)?.teamName ?? '',
      upsetChance: `${Math.round(upset.value)}%`,
    });
    lines.push(
      `Upset of the week: ${s.upsetWinner} had ${withArticle(s.upsetChance!)} chance to beat ${s.upsetLoser} and won.`,
    );
  }
  const bench = of('bench');
  if (bench[0]) {
    Object.assign(s, { benchTeam: names(bench), benchPoints: pts(bench[0].value) });
    lines.push(`Most points left on the bench: ${s.benchTeam}, ${s.benchPoints} points.`);
  }
  const manager = of('best-manager');
  if (manager[0]) {
    Object.assign(s, { managerTeam: names(manager), managerShare: `${manager[0].value}%` });
    lines.push(
      `Best lineup management: ${s.managerTeam} started ${s.managerShare} of the best possible lineup.`,
    );
    if (manager[0].value === 100) s.managerPerfect = names(manager);
  }
  for (const id of ['boom', 'bust'] as const) {
    const award = of(id)[0];
    if (!award || award.reference === null) continue;
    Object.assign(s, {
      [`${id}Player`]: award.playerName ?? '',
      [`${id}Team`]: award.teamName,
      [`${id}Points`]: pts(award.value),
      [`${id}Average`]: pts(award.reference),
    });
    // A team's defense is no "he": the words for it are checked (claims.ts).
    if (award.playerId !== null && isTeamPlayer(award.playerId)) s[`${id}PlayerIsTeam`] = FLAG;
    lines.push(
      `${id === 'boom' ? 'Boom' : 'Bust'}: ${award.playerName} scored ${pts(award.value)} for ${award.teamName}, against ${possessive(award.playerName ?? '')} average of ${pts(award.reference)}.`,
    );
  }
}

function raceFacts(recap: WeekRecap, s: Record<string, string>, lines: string[]): void {
  const leader = recap.teams[0];
  if (leader && !recap.playoffs) {
    Object.assign(s, { leader: leader.teamName, leaderRecord: teamRecord(leader.standing.after) });
    lines.push(`First in the standings: ${s.leader} at ${s.leaderRecord}.`);
  }
  // Before a season's first games there are no standings to climb from (not "from 2nd to 12th"
  // after week 1, where 2nd was only the order of an empty table).
  const ranked = recap.teams.some(
    ({ standing: { before } }) => before.wins + before.losses + before.ties > 0,
  );
  const riser = ranked ? most(recap.teams, (t) => t.standing.rankBefore - t.standing.rankAfter, 0) : null;
  if (riser) {
    Object.assign(s, {
      riser: riser.teamName,
      riserFrom: ordinal(riser.standing.rankBefore),
      riserTo: ordinal(riser.standing.rankAfter),
    });
    lines.push(`Biggest climb in the standings: ${s.riser}, from ${s.riserFrom} to ${s.riserTo}.`);
  }
  const faller = ranked ? most(recap.teams, (t) => t.standing.rankAfter - t.standing.rankBefore, 0) : null;
  if (faller) {
    Object.assign(s, {
      faller: faller.teamName,
      fallerFrom: ordinal(faller.standing.rankBefore),
      fallerTo: ordinal(faller.standing.rankAfter),
    });
    lines.push(`Biggest drop in the standings: ${s.faller}, from ${s.fallerFrom} to ${s.fallerTo}.`);
  }
  // The regular season is about the playoffs; the playoffs about the title.
  const [race, before, after] = recap.playoffs
    ? (['title', (t: RecapTeam) => t.odds.titleBefore, (t: RecapTeam) => t.odds.titleAfter] as const)
    : (['playoff', (t: RecapTeam) => t.odds.playoffsBefore, (t: RecapTeam) => t.odds.playoffsAfter] as const);
  // Worded as the recap's movers table prints them (common/chance-format.ts): "<0.1%", not "0%".
  const said = (t: RecapTeam, when: 'before' | 'after') =>
    recapChance(
      race === 'title' ? 'title' : 'playoffs',
      when === 'before' ? before(t) : after(t),
      when === 'before' ? t.standing.playoffStatusBefore : t.standing.playoffStatusAfter,
      recap.playoffs,
    );
  const champion = recap.teams.find((t) => t.odds.titleAfter === 1 && t.odds.titleBefore < 1);
  if (champion) {
    s.champion = champion.teamName;
    lines.push(`${champion.teamName} won the championship this week.`);
    // The title game itself: the story of the week, ahead of the placement games.
    const final = recap.games.find(
      (g) => g.kind === 'playoff' && [g.home.rosterId, g.away.rosterId].includes(champion.rosterId),
    );
    if (final) {
      const [won, lost] = sides(final, champion.rosterId);
      Object.assign(s, {
        titleLoser: lost.teamName,
        titleScore: `${pts(won.points)} to ${pts(lost.points)}`,
      });
      lines.push(`The final: ${gameResult(final)}.`);
    }
  }
  const up = most(recap.teams, (t) => after(t) - before(t), ODDS_NEWS);
  if (up && up !== champion) {
    Object.assign(s, { oddsUp: up.teamName, oddsUpFrom: said(up, 'before'), oddsUpTo: said(up, 'after') });
    lines.push(`${possessive(up.teamName)} ${race} chances went from ${s.oddsUpFrom} to ${s.oddsUpTo}.`);
  }
  const down = most(recap.teams, (t) => before(t) - after(t), ODDS_NEWS);
  if (down) {
    Object.assign(s, {
      oddsDown: down.teamName,
      oddsDownFrom: said(down, 'before'),
      oddsDownTo: said(down, 'after'),
    });
    if (claims.collapse(before(down), after(down))) s.oddsDownCollapse = FLAG;
    lines.push(
      `${possessive(down.teamName)} ${race} chances went from ${s.oddsDownFrom} to ${s.oddsDownTo}.`,
    );
  }
  const changed = (status: 'clinched' | 'eliminated') =>
    recap.teams.filter(
      (t) => t.standing.playoffStatusAfter === status && t.standing.playoffStatusBefore !== status,
    );
  const [clinched, eliminated] = [changed('clinched'), changed('eliminated')];
  if (clinched.length > 0) {
    s.clinched = listed(clinched.map((t) => t.teamName));
    lines.push(`Clinched a playoff spot this week: ${s.clinched}.`);
  }
  if (eliminated.length > 0) {
    s.eliminated = listed(eliminated.map((t) => t.teamName));
    lines.push(`Knocked out of the playoff race this week: ${s.eliminated}.`);
  }
}

type Side = RecapGame['home'];

/**
 * A decided game's sides, `first`'s (its winner by default) first, each with the points the game was
 * decided on: a two-week game's sum (docs/decisions/0030).
 */
function sides(game: RecapGame, first = game.winnerRosterId): [Side, Side] {
  const points = decidingPoints(game);
  const home = { ...game.home, points: points.home };
  const away = { ...game.away, points: points.away };
  return home.rosterId === first ? [home, away] : [away, home];
}

/** A decided game's result: "A beat B 1 to 2", or a two-week game's words on its sum with each week. */
function gameResult(game: RecapGame): string {
  if (game.round) {
    const text = roundResultText(game.round, named(game.home), named(game.away), 'final');
    return `${text} (${roundWeeksText(game.round, named(game.home), named(game.away))})`;
  }
  const [w, l] = sides(game);
  return `${w.teamName} beat ${l.teamName} ${pts(w.points)} to ${pts(l.points)}`;
}

const named = (side: Side) => ({ rosterId: side.rosterId, name: side.teamName });

/**
 * The first week of a two-week round: nobody has won, so the facts say who leads each bracket game
 * and by how much (the week's own scores are the awards').
 */
function halfwayFacts(recap: WeekRecap, s: Record<string, string>, lines: string[]): void {
  for (const game of recap.games) {
    if (game.kind !== 'playoff' || !game.round || isLastLeg(game.round)) continue;
    const text = roundResultText(game.round, named(game.home), named(game.away), 'final');
    lines.push(`${text}; the game is decided on the sum of both weeks.`);
    // The title game's standing is the week's news: the recap text says it (templates/recap.ts).
    if (game.stage === 'Championship') s.finalHalfway = text;
  }
}

/** The playoff round's name in a sentence: 'quarterfinals', 'semifinals', 'round 1 of the playoffs'. */
const ROUND_IN_PROSE: Readonly<Record<string, string>> = {
  Quarterfinal: 'quarterfinals',
  Semifinal: 'semifinals',
};

/**
 * A playoff week told by its round (every playoff week was once just "the playoffs"): the round's winners
 * play on, its losers are out of the title race, and the 3rd place game, when played, has its winner. The
 * final itself is the champion's (raceFacts).
 */
function roundFacts(recap: WeekRecap, s: Record<string, string>, lines: string[]): void {
  const decided = recap.games.filter((g) => g.kind === 'playoff' && g.winnerRosterId !== null && g.stage);
  const inRound = decided.filter(
    (g) => g.stage === 'Quarterfinal' || g.stage === 'Semifinal' || g.stage!.startsWith('Round '),
  );
  const stage = inRound[0]?.stage;
  if (stage) {
    const round = ROUND_IN_PROSE[stage] ?? `${stage.toLowerCase()} of the playoffs`;
    Object.assign(s, {
      playoffRound: round,
      roundWinners: listed(inRound.map((g) => sides(g)[0].teamName)),
      roundLosers: listed(inRound.map((g) => sides(g)[1].teamName)),
    });
    const results = inRound.map(gameResult);
    lines.push(
      `The ${round}: ${results.join('; ')}. The winners play on; the losers are out of the title race.`,
    );
  }
  const third = decided.find((g) => g.stage === placeGameName(3));
  if (third) {
    const [w, l] = sides(third);
    Object.assign(s, { thirdPlace: w.teamName, thirdPlaceLoser: l.teamName });
    lines.push(`The 3rd place game: ${gameResult(third)}.`);
  }
}

/**
 * Template slots and prompt lines of a week's recap. A slot exists only when its fact is true.
 * `lineupsChosen`: the league's managers set their lineups (not in best ball), so its text may speak
 * of their benches (claims.ts).
 */
export function recapSheet(recap: WeekRecap, { lineupsChosen }: { lineupsChosen: boolean }): FactSheet {
  const s: Record<string, string> = { season: recap.season, week: String(recap.week) };
  if (lineupsChosen) s.lineupsChosen = FLAG;
  const lines = [
    `Season ${recap.season}, week ${recap.week}${recap.playoffs ? ', a playoff week' : ''}: ${recap.teams.length} teams, ${recap.games.length} games.`,
  ];
  if (recap.playoffs) s.playoffWeek = 'playoffs';
  if (recap.median !== null) {
    s.median = pts(recap.median);
    lines.push(`This is a median week: every team also won or lost against the median score of ${s.median}.`);
  }
  awardFacts(recap, s, lines);
  roundFacts(recap, s, lines);
  halfwayFacts(recap, s, lines);
  raceFacts(recap, s, lines);
  return {
    subjectType: 'recap',
    subjectKey: `${recap.season}:${recap.week}`,
    moment: { season: recap.season, week: recap.week },
    slots: s,
    lines,
  };
}
