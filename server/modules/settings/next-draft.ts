// The draft keepers go to (decision 0008): its date decides the keeper deadline when the commissioner
// has set none, and the off-season dashboard counts down to it.
import type { AppContext } from '../../context';
import { findSettings } from './repository';

export interface NextDraft {
  season: string;
  /** When it starts (epoch ms): the admin's draftDate for that season, else the provider's start_time. */
  startMs: number | null;
  /** The provider's draft status (pre_draft, drafting, complete); null while the league has no such season. */
  status: string | null;
}

/** The draft of `season`, from the settings and, once the league has that season, the provider. */
export async function nextDraft(ctx: AppContext, season: string): Promise<NextDraft> {
  const setting = findSettings(ctx.db, ctx.leagueId, season)?.draftDate ?? null;
  const leagueId = ctx.seasons.leagueIdOf(season);
  let draft = null;
  if (leagueId !== undefined) {
    const league = await ctx.sleeper.league(leagueId);
    const draftId = league.draft_id ?? (await ctx.sleeper.drafts(leagueId))[0]?.draft_id;
    draft = draftId ? await ctx.sleeper.draft(draftId) : null;
  }
  return { season, startMs: setting ?? draft?.start_time ?? null, status: draft?.status ?? null };
}

/** Whether the draft has begun: keepers for it are final. */
export const draftStarted = (draft: NextDraft): boolean =>
  draft.status !== null && draft.status !== 'pre_draft';
