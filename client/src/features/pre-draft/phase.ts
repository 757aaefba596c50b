import type { KeeperStatusResponse } from '@common/keepers';
import type { AppInfo } from '@/lib/league';

/**
 * The overview's banner: where the league is in its year, as a member would say it. The page opens
 * all year round, so 'Pre-Draft Phase Active' (docs/product.md §2) was untrue in week 14 of the
 * season; and the deadline is the card above it, not printed again here.
 */
export function preDraftPhase(
  info: Pick<AppInfo, 'offseason' | 'season'>,
  status: Pick<KeeperStatusResponse, 'keeperSeason' | 'draftSeason' | 'deadlinePassed'>,
): { title: string; detail: string } {
  if (status.deadlinePassed) {
    return {
      title: 'Keeper selection closed',
      detail: `The deadline has passed; the ${status.draftSeason} draft is next.`,
    };
  }
  return {
    title: 'Keeper selection open',
    detail: info.offseason
      ? `The ${status.keeperSeason} season is over; keepers from its rosters go to the ${status.draftSeason} draft.`
      : `The ${info.season} season is in progress; keepers chosen now go to the ${status.draftSeason} draft.`,
  };
}
