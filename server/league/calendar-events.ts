// The events of a member's calendar feed (docs/decisions/0034): their games of the weeks left, the
// playoff rounds still to play, the keeper deadline, the drafts and the trade deadline. Pure: the
// service reads the league and hands its facts in.
//
// Sleeper publishes no kickoff times, so whatever happens "in week N" (a game, a round, the trade
// deadline) is placed on the week's Sunday from noon Central to midnight, the afternoon most of the
// week's games are played, and marked `timeKnown: false` (the page shows the day alone).
import type { CalendarEvent } from '../../common/calendar';
import { centralInstant } from '../../common/central-time';
import { playoffRoundName, roundWeeksLabel } from '../../common/playoff-round';
import type { MatchupPair } from '../../common/league';
import type { SleeperBracketMatch } from '../sleeper/schemas';
import { playoffStage } from './playoff-games';

/** The start of the hours a week's events hold on its Sunday (Central). */
const SUNDAY_HOUR = 12;

export interface CalendarFacts {
  season: string;
  /** The first day of the NFL regular season (YYYY-MM-DD, week 1's Thursday); null when unknown. */
  seasonStart: string | null;
  /** The member's team this season; null when they have none. */
  rosterId: number | null;
  /** The weeks not over yet with their paired games, in week order. */
  weeksLeft: readonly { week: number; pairs: readonly MatchupPair[] }[];
  /** Every playoff round's weeks, round 1 first (server/league/playoff-games.ts bracketRoundWeeks). */
  roundWeeks: readonly (readonly number[])[];
  winnersBracket: readonly SleeperBracketMatch[];
  /** The last week trades are open (Sleeper's trade_deadline); null when the league has none. */
  tradeDeadlineWeek: number | null;
  /** The keeper deadline in force (epoch ms) and the draft it is for; null when none applies. */
  keeperDeadline: { atMs: number; draftSeason: string } | null;
  /** The drafts with a known start (epoch ms), one per season. */
  drafts: readonly { season: string; startMs: number }[];
}

/** The Sunday of an NFL week, noon to midnight Central (epoch ms); null for an unreadable start date. */
export function weekSunday(seasonStart: string, week: number): { start: number; end: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(seasonStart);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // The first Sunday on or after the season's first day (its Thursday), then whole weeks on.
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const sunday = day + ((7 - weekday) % 7) + 7 * (week - 1);
  return {
    start: centralInstant(year, month, sunday, SUNDAY_HOUR),
    end: centralInstant(year, month, sunday + 1),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The member's side first: "Their Team vs Opponent". */
function gameTitle(pair: MatchupPair, rosterId: number): string {
  const [mine, theirs] = pair.home.rosterId === rosterId ? [pair.home, pair.away] : [pair.away, pair.home];
  return `${mine.name} vs ${theirs.name}`;
}

function gameEvents(facts: CalendarFacts): CalendarEvent[] {
  const { rosterId, seasonStart, season } = facts;
  if (rosterId === null || seasonStart === null) return [];
  return facts.weeksLeft.flatMap(({ week, pairs }) => {
    const pair = pairs.find((p) => p.home.rosterId === rosterId || p.away.rosterId === rosterId);
    const sunday = weekSunday(seasonStart, week);
    if (!pair || !sunday) return [];
    // Before Sleeper sets the bracket no pair can be told apart from a consolation game.
    const stage =
      facts.winnersBracket.length > 0
        ? playoffStage(facts.roundWeeks, facts.winnersBracket, week, pair.home.rosterId, pair.away.rosterId)
        : null;
    return [
      {
        uid: `game-${season}-week-${week}-team-${rosterId}`,
        kind: 'game' as const,
        summary: `${stage ? `${stage}, week ${week}` : `Week ${week}`}: ${gameTitle(pair, rosterId)}`,
        description: `Week ${week} of the ${season} season. NFL games run from Thursday to Monday; this holds the week's Sunday from noon Central.`,
        start: iso(sunday.start),
        end: iso(sunday.end),
        timeKnown: false,
      },
    ];
  });
}

function roundEvents(facts: CalendarFacts): CalendarEvent[] {
  const { seasonStart, season, roundWeeks } = facts;
  if (seasonStart === null) return [];
  const weeksLeft = new Set(facts.weeksLeft.map((w) => w.week));
  return roundWeeks.flatMap((weeks, index) => {
    const first = weekSunday(seasonStart, weeks[0]!);
    const last = weekSunday(seasonStart, weeks.at(-1)!);
    if (!first || !last || !weeksLeft.has(weeks.at(-1)!)) return [];
    const name = playoffRoundName(index + 1, roundWeeks.length);
    const when = roundWeeksLabel(weeks);
    return [
      {
        uid: `playoffs-${season}-round-${index + 1}`,
        kind: 'playoffs' as const,
        summary: `Playoffs: ${name} (${when})`,
        description: `${name} of the ${season} playoffs, ${when.toLowerCase()}.`,
        start: iso(first.start),
        end: iso(last.end),
        timeKnown: false,
      },
    ];
  });
}

function tradeDeadlineEvent(facts: CalendarFacts): CalendarEvent[] {
  const { seasonStart, season, tradeDeadlineWeek: week } = facts;
  const sunday = seasonStart === null || week === null ? null : weekSunday(seasonStart, week);
  if (!sunday || week === null) return [];
  return [
    {
      uid: `trade-deadline-${season}`,
      kind: 'trade-deadline',
      summary: `Trade deadline (week ${week})`,
      description: `The league's trade deadline in the ${season} season is week ${week} (its Sleeper setting). Sleeper does not publish the hour, so this holds the week's Sunday.`,
      start: iso(sunday.start),
      end: iso(sunday.end),
      timeKnown: false,
    },
  ];
}

function deadlineAndDraftEvents(facts: CalendarFacts): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  if (facts.keeperDeadline) {
    const { atMs, draftSeason } = facts.keeperDeadline;
    events.push({
      uid: `keeper-deadline-${draftSeason}`,
      kind: 'keeper-deadline',
      summary: `Keeper deadline (${draftSeason} draft)`,
      description: `Keepers for the ${draftSeason} draft are due.`,
      start: iso(atMs),
      end: null,
      timeKnown: true,
    });
  }
  for (const draft of facts.drafts) {
    events.push({
      uid: `draft-${draft.season}`,
      kind: 'draft',
      summary: `${draft.season} draft`,
      description: `The league's ${draft.season} draft starts.`,
      start: iso(draft.startMs),
      end: null,
      timeKnown: true,
    });
  }
  return events;
}

/** Every event of the member's feed, soonest first. */
export function calendarEvents(facts: CalendarFacts): CalendarEvent[] {
  return [
    ...gameEvents(facts),
    ...roundEvents(facts),
    ...tradeDeadlineEvent(facts),
    ...deadlineAndDraftEvents(facts),
  ].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

/** The events that have not ended at `now`, soonest first. */
export function upcomingEvents(events: readonly CalendarEvent[], now: number): CalendarEvent[] {
  return events.filter((event) => Date.parse(event.end ?? event.start) >= now);
}
