import type { TeamOutlook } from '@common/league';
import { outlookParts } from './outlook-text';

/** A team's outlook as one line that, where it must wrap, keeps the chance to win in one piece. */
export function OutlookText({ outlook }: { outlook: TeamOutlook }) {
  const { figures, chance } = outlookParts(outlook);
  return (
    <>
      {figures} · <span className="whitespace-nowrap">{chance}</span>
    </>
  );
}
