// Off-season scenarios for the fake provider (server/test/fake-provider.ts), built from the demo
// league: a chain cut short, an NFL state of any phase, and a league renewed on Sleeper (a new league
// id for the next season, pre_draft, reachable only through its members' leagues: decision 0008).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_FIXTURES_DIR } from '../paths';
import type { NflState, SleeperDraft, SleeperLeague, SleeperRoster } from '../sleeper/schemas';
import type { FakeProvider } from './fake-provider';

/** The renewed league's ids (any ids the demo does not use). */
export const RENEWED_LEAGUE_ID = '1312345678901234567';
export const RENEWED_DRAFT_ID = '1312345678905428992';

async function fixture<T>(providerPath: string): Promise<T> {
  return JSON.parse(await readFile(path.join(DEMO_FIXTURES_DIR, `${providerPath}.json`), 'utf8')) as T;
}

/** The demo league's id of a season. */
export async function demoLeagueId(season: string): Promise<string> {
  const manifest = await fixture<{ seasons: Array<{ season: string; leagueId: string }> }>('manifest');
  const entry = manifest.seasons.find((s) => s.season === season);
  if (!entry) throw new Error(`The demo league has no ${season} season`);
  return entry.leagueId;
}

/** Makes `leagueId` the first season of the chain (previous_league_id null). */
export async function startChainAt(provider: FakeProvider, leagueId: string): Promise<void> {
  const league = await fixture<SleeperLeague>(`league/${leagueId}`);
  provider.override(`league/${leagueId}`, { ...league, previous_league_id: null });
}

/** Serves an NFL state, e.g. `{ season: '2026', season_type: 'pre' }` (week 0 unless given). */
export function serveNflState(provider: FakeProvider, state: Partial<NflState> & { season: string }): void {
  provider.override('state/nfl', {
    week: 0,
    leg: 0,
    season_type: 'off',
    previous_season: String(Number(state.season) - 1),
    league_season: state.season,
    league_create_season: state.season,
    display_week: 0,
    season_start_date: null,
    ...state,
  });
}

export interface RenewalOptions {
  /** The league renewed (its next season gets RENEWED_LEAGUE_ID). */
  fromLeagueId: string;
  /** Members whose leagues of the next season list the renewed league (the others list none). */
  memberUserIds: string[];
  /** When the new season's draft starts (epoch ms). */
  draftStart: number;
}

/**
 * Serves the next season of `fromLeagueId` as Sleeper does after the commissioner renews it: a new
 * league (pre_draft) pointing back with previous_league_id, the same members and rosters with a fresh
 * record, a scheduled draft with no picks, and no games yet. Returns the new league.
 */
export async function serveRenewedLeague(
  provider: FakeProvider,
  { fromLeagueId, memberUserIds, draftStart }: RenewalOptions,
): Promise<SleeperLeague> {
  const from = await fixture<SleeperLeague>(`league/${fromLeagueId}`);
  const season = String(Number(from.season) + 1);
  const league: SleeperLeague = {
    ...from,
    league_id: RENEWED_LEAGUE_ID,
    season,
    status: 'pre_draft',
    season_type: 'regular',
    previous_league_id: fromLeagueId,
    draft_id: RENEWED_DRAFT_ID,
    settings: { ...from.settings, leg: 1, last_scored_leg: 0 },
  };
  const rosters = await fixture<SleeperRoster[]>(`league/${fromLeagueId}/rosters`);
  const [draft] = await fixture<SleeperDraft[]>(`league/${fromLeagueId}/drafts`);
  const newDraft = {
    ...draft,
    draft_id: RENEWED_DRAFT_ID,
    league_id: RENEWED_LEAGUE_ID,
    season,
    status: 'pre_draft',
    start_time: draftStart,
    last_picked: null,
  };
  const base = `league/${RENEWED_LEAGUE_ID}`;
  provider.override(base, league);
  provider.override(
    `${base}/rosters`,
    rosters.map((roster) => ({
      ...roster,
      league_id: RENEWED_LEAGUE_ID,
      starters: [],
      settings: {
        ...roster.settings,
        wins: 0,
        losses: 0,
        ties: 0,
        fpts: 0,
        fpts_decimal: 0,
        fpts_against: 0,
        fpts_against_decimal: 0,
        ppts: 0,
        ppts_decimal: 0,
      },
      metadata: null,
    })),
  );
  provider.override(`${base}/users`, await fixture(`league/${fromLeagueId}/users`));
  provider.override(`${base}/drafts`, [newDraft]);
  provider.override(`${base}/traded_picks`, []);
  provider.override(`${base}/winners_bracket`, []);
  provider.override(`${base}/losers_bracket`, []);
  provider.override(`draft/${RENEWED_DRAFT_ID}`, newDraft);
  provider.override(`draft/${RENEWED_DRAFT_ID}/picks`, []);
  for (const userId of memberUserIds) provider.override(`user/${userId}/leagues/nfl/${season}`, [league]);
  return league;
}
