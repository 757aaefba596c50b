// The roasts about a person on their manager page (docs/decisions/0021): which roast subjects are
// about them, and how the page names each. Pure: the roast store reads those subjects' newest roasts
// through its subject index, so a page costs the same whatever the roasts table holds.
import type { ManagerRoast } from '../../common/almanac';
import type { SubjectType } from '../roast/types';

export interface RoastSeason {
  season: string;
  /** The season's last week: a matchup roast names a week from 1 to it. */
  lastWeek: number;
  /** Roster id -> its owner that season. */
  owners: ReadonlyMap<number, string | null>;
  /** The pairs of each week played (its games are known), by week. */
  played: ReadonlyMap<number, ReadonlyArray<readonly [number, number]>>;
}

export interface RoastContext {
  seasons: readonly RoastSeason[];
  /** Transaction id -> its season, week and rosters. */
  transactions: ReadonlyMap<string, { season: string; week: number | null; rosterIds: readonly number[] }>;
}

/** A roast subject as the roasts table keys it, with the name a manager page gives it. */
export interface RoastSubject {
  type: SubjectType;
  key: string;
  label: string;
}

/**
 * Every subject a roast about the person can have: the matchup and the lineups of each game one of
 * their rosters played (key `season:week:low-high`), or, in a week not played yet, could play against
 * any roster of the season; and the transactions their roster took part in. A roast's subject is always
 * a real game (server/modules/roasts/subjects.ts), so these are all the subjects that can hold one.
 */
export function roastSubjectsAbout(ownerId: string, context: RoastContext): RoastSubject[] {
  const subjects: RoastSubject[] = [];
  for (const { season, lastWeek, owners, played } of context.seasons) {
    const rosterIds = [...owners.keys()];
    for (let week = 1; week <= lastWeek; week += 1) {
      const pairs =
        played.get(week) ??
        rosterIds.flatMap((a) => rosterIds.filter((b) => a < b).map((b) => [a, b] as const));
      for (const [a, b] of pairs) {
        if (owners.get(a) !== ownerId && owners.get(b) !== ownerId) continue;
        const key = `${season}:${week}:${Math.min(a, b)}-${Math.max(a, b)}`;
        subjects.push({ type: 'matchup', key, label: `Matchup, ${season} week ${week}` });
        subjects.push({ type: 'roster', key, label: `Lineups, ${season} week ${week}` });
      }
    }
  }
  for (const [id, tx] of context.transactions) {
    const owners = context.seasons.find((s) => s.season === tx.season)?.owners;
    if (owners && tx.rosterIds.some((rosterId) => owners.get(rosterId) === ownerId)) {
      const label = `Transaction, ${tx.season}${tx.week ? ` week ${tx.week}` : ''}`;
      subjects.push({ type: 'transaction', key: id, label });
    }
  }
  return subjects;
}

/** Stored roasts of those subjects (newest first), as the page shows them. */
export function managerRoasts(
  rows: ReadonlyArray<{
    subjectType: string;
    subjectKey: string;
    text: string;
    persona: string;
    createdAt: number;
  }>,
  subjects: readonly RoastSubject[],
): ManagerRoast[] {
  const labels = new Map(subjects.map((s) => [`${s.type}:${s.key}`, s.label]));
  return rows.flatMap((row) => {
    const subject = labels.get(`${row.subjectType}:${row.subjectKey}`);
    if (subject === undefined) return [];
    return [
      {
        subjectType: row.subjectType,
        subject,
        text: row.text,
        personaName: row.persona,
        createdAt: new Date(row.createdAt).toISOString(),
      },
    ];
  });
}
