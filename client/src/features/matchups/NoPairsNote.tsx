import { Link } from 'react-router';

/**
 * What a week without head-to-head pairs says: a playoff week points to the bracket, which holds
 * its games (seeded as today before the playoffs); another week has no games to show.
 */
export function NoPairsNote({ week, playoffWeekStart }: { week: number; playoffWeekStart: number | null }) {
  if (playoffWeekStart !== null && week >= playoffWeekStart) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground" data-testid="playoff-week-note">
        Week {week} is round {week - playoffWeekStart + 1} of the playoffs.{' '}
        <Link to="/bracket" className="font-medium text-primary underline-offset-2 hover:underline">
          See the bracket
        </Link>{' '}
        for its games.
      </p>
    );
  }
  return (
    <p className="py-6 text-center text-sm text-muted-foreground">
      No matchup data available for Week {week}
    </p>
  );
}
