// Whether a draft is a rookie draft (docs/decisions/0029): after its first season a dynasty league drafts
// only players new to the NFL. Sleeper does not say so plainly, so it is read from the picks themselves,
// and only for a draft with no pick yet from the draft's settings. Pure.
import type { SleeperDraft, SleeperDraftPick } from '../sleeper/schemas';

/** A pick's metadata.years_exp in a player's first season (a string, as GET /draft/{draft_id}/picks sends it). */
const ROOKIE_YEARS_EXP = '0';
/**
 * settings.player_type seen on a dynasty rookie draft. That it means "rookies only" is a guess
 * (UNCONFIRMED): it is trusted only until the first pick is made, when the picks decide.
 */
const ROOKIES_ONLY_PLAYER_TYPE = 1;

/**
 * A rookie draft: every pick made (keepers aside, who were drafted before) took a player with no year of
 * experience then; a draft without such a pick yet is one when Sleeper's player_type says rookies.
 */
export function isRookieDraft(draft: SleeperDraft | null, picks: readonly SleeperDraftPick[]): boolean {
  const made = picks.filter((pick) => pick.is_keeper !== true && pick.player_id !== '');
  if (made.length > 0) return made.every((pick) => pick.metadata?.years_exp === ROOKIE_YEARS_EXP);
  return draft?.settings?.player_type === ROOKIES_ONLY_PLAYER_TYPE;
}
