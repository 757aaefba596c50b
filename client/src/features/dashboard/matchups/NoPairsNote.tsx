import { Link } from 'react-router';
import { useLeagueId } from '@/lib/league';
import { useBracket } from '@/entities/bracket/api';
import { BracketGameCard } from '@/entities/bracket/BracketGameCard';

/**
 * What a week without head-to-head pairs shows: a playoff week its bracket games (as seeded today
 * before the playoffs) with a link to the whole bracket; another week, that it has no games.
 */
export function NoPairsNote({ week, playoffWeekStart }: { week: number; playoffWeekStart: number | null }) {
  if (playoffWeekStart !== null && week >= playoffWeekStart) {
    return <PlayoffWeek week={week} round={week - playoffWeekStart + 1} />;
  }
  return (
    <p className="py-6 text-center text-sm text-muted-foreground">
      No matchup data available for Week {week}
    </p>
  );
}

function PlayoffWeek({ week, round }: { week: number; round: number }) {
  const bracket = useBracket(useLeagueId(), undefined).data;
  const games = bracket?.winners.filter((game) => game.week === week) ?? [];
  const projected = bracket?.status === 'projected';
  return (
    <div className="space-y-3" data-testid="playoff-week">
      <p className="text-sm text-muted-foreground" data-testid="playoff-week-note">
        Week {week} is round {round} of the playoffs{projected ? ', as seeded today' : ''}.{' '}
        <Link to="/bracket" className="font-medium text-primary underline-offset-2 hover:underline">
          See the bracket
        </Link>
      </p>
      {games.length > 0 && (
        <ul className="space-y-3" aria-label={`Week ${week} playoff games`}>
          {games.map((game) => (
            <BracketGameCard key={game.game} game={game} projected={projected} />
          ))}
        </ul>
      )}
    </div>
  );
}
