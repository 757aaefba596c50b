// What Huddle says in the group chat: a week's recap (its text, the awards as highlights, a link to its
// page), the keeper deadline and draft-day reminders, the dues reminder and the test message. Pure: the
// callers bring the facts and the site's address.
import type { RecapAward, RecapResponse } from '../../../common/recap';
import type { ChatMessage } from '../../chat/formats';
import { formatPoints } from '../../league/points';

const CENTRAL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Sunday, March 1 at 11:59 PM CT". */
export function centralTime(ms: number): string {
  const parts = Object.fromEntries(CENTRAL.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.month} ${parts.day} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} CT`;
}

const linkTo = (siteUrl: string | null, path: string) => (siteUrl ? `${siteUrl}${path}` : null);

export function testMessage(appName: string): ChatMessage {
  return { title: `${appName} is connected`, body: '', highlights: [], link: null };
}

/** An award's winners and figure in a few words ("Team A, 152.3"; tied teams joined). */
function highlightValue(awards: readonly RecapAward[]): string {
  const first = awards[0]!;
  const who = awards.map((a) => (a.playerName ? `${a.playerName} (${a.teamName})` : a.teamName)).join(' & ');
  const figure = first.unit === 'percent' ? `${first.value}%` : formatPoints(first.value);
  return `${who}, ${figure}`;
}

export function recapMessage(recap: RecapResponse, siteUrl: string | null): ChatMessage {
  const byAward = new Map<string, RecapAward[]>();
  for (const award of recap.awards) byAward.set(award.id, [...(byAward.get(award.id) ?? []), award]);
  return {
    title: `${recap.season} week ${recap.week} recap${recap.playoffs ? ' (playoffs)' : ''}`,
    body: recap.text,
    highlights: [...byAward.values()].map((awards) => ({
      label: awards[0]!.title,
      value: highlightValue(awards),
    })),
    link: linkTo(siteUrl, recap.path),
  };
}

export function keeperDeadlineMessage(input: {
  deadlineMs: number;
  /** The draft the keepers are for. */
  draftSeason: string;
  hoursLeft: 72 | 24;
  siteUrl: string | null;
}): ChatMessage {
  return {
    // True whenever it is posted (./due.ts): from 72 h to 60 h before, and within the last 24 h.
    title: input.hoursLeft === 72 ? 'Keeper deadline in 3 days' : 'Keeper deadline within 24 hours',
    body: `Keepers for the ${input.draftSeason} draft are due ${centralTime(input.deadlineMs)}. Pick yours before then.`,
    highlights: [],
    link: linkTo(input.siteUrl, '/keepers'),
  };
}

export function draftDayMessage(input: {
  startMs: number;
  season: string;
  siteUrl: string | null;
}): ChatMessage {
  return {
    title: 'Draft day!',
    body: `The ${input.season} draft starts ${centralTime(input.startMs)}. Set your queue.`,
    highlights: [],
    link: linkTo(input.siteUrl, '/draft-board'),
  };
}

export function duesMessage(input: {
  season: string;
  /** The teams that have not paid. */
  unpaid: readonly string[];
  paymentUrl: string | null;
  siteUrl: string | null;
}): ChatMessage {
  const payHere = input.paymentUrl ? ` Pay here: ${input.paymentUrl}` : '';
  return {
    title: `League dues for ${input.season}`,
    body: `Still not paid: ${input.unpaid.join(', ')}.${payHere}`,
    highlights: [],
    link: linkTo(input.siteUrl, '/pre-draft'),
  };
}

/** A commissioner's announcement: its title, its words in plain text, a link to it on the site. */
export function announcementMessage(input: {
  title: string;
  plainText: string;
  path: string;
  siteUrl: string | null;
}): ChatMessage {
  return {
    title: input.title,
    body: input.plainText,
    highlights: [],
    link: linkTo(input.siteUrl, input.path),
  };
}
