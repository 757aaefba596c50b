import {
  ArmchairIcon,
  ClipboardCheckIcon,
  CloudRainIcon,
  RocketIcon,
  ScaleIcon,
  SparklesIcon,
  TrendingDownIcon,
  TrophyIcon,
  ZapIcon,
  type LucideIcon,
} from 'lucide-react';
import type { RecapAward, RecapAwardId, RecapTeam } from '@common/recap';
import { ManagerLink } from '@/components/ManagerLink';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Tile } from '@/components/Tile';
import { Badge } from '@/components/ui/badge';
import { awardFigure } from './award-figure';

const ICONS: Record<RecapAwardId, LucideIcon> = {
  'high-score': TrophyIcon,
  'low-score': TrendingDownIcon,
  blowout: ZapIcon,
  closest: ScaleIcon,
  upset: SparklesIcon,
  bench: ArmchairIcon,
  'best-manager': ClipboardCheckIcon,
  boom: RocketIcon,
  bust: CloudRainIcon,
};

interface AwardCardProps {
  award: RecapAward;
  /** The week's teams by roster id: the award's team and its opponent link to their managers. */
  teams: ReadonlyMap<number, RecapTeam>;
}

/** One award to one team (a tie gives each tied team its own card, marked tied). */
export function AwardCard({ award, teams }: AwardCardProps) {
  const figure = awardFigure(award);
  const team = teams.get(award.rosterId);
  const opponent = award.opponentRosterId === null ? undefined : teams.get(award.opponentRosterId);
  return (
    <Tile
      testId="recap-award"
      className="h-full"
      icon={ICONS[award.id]}
      label={
        <span className="flex items-center gap-2">
          {award.title}
          {award.tied && <Badge variant="outline">Tied</Badge>}
        </span>
      }
      value={figure.value}
      detail={
        <>
          <p>{figure.caption}</p>
          <p className="flex min-w-0 items-center gap-2 pt-1 text-sm text-foreground">
            <TeamAvatar
              avatar={team?.avatar}
              name={award.teamName}
              colorKey={award.rosterId}
              className="size-6"
            />
            <ManagerLink ownerId={team?.ownerId} className="min-w-0 font-medium break-words">
              {award.teamName}
            </ManagerLink>
          </p>
          {opponent && (
            <p className="text-sm break-words">
              vs{' '}
              <ManagerLink ownerId={opponent.ownerId} className="font-medium text-foreground">
                {opponent.teamName}
              </ManagerLink>
            </p>
          )}
          <p className="text-sm">{award.detail}</p>
          {figure.reference && <p>{figure.reference}</p>}
        </>
      }
    />
  );
}
