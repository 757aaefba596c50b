import { NewspaperIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useRecapList } from './api';
import { findRecap } from './recap-list';

/** "Read the week 11 recap", for a week that has one (the dashboard's matchups card); else nothing. */
export function WeekRecapLink({
  leagueId,
  season,
  week,
}: {
  leagueId: string;
  season: string;
  week: number;
}) {
  const recap = findRecap(useRecapList(leagueId).data?.recaps, season, week);
  if (!recap) return null;
  return (
    <Button asChild variant="secondary" className="w-full">
      <Link to={recap.path}>
        <NewspaperIcon aria-hidden="true" /> Read the week {week} recap
      </Link>
    </Button>
  );
}
