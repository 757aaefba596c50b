import { Link } from 'react-router';
import type { TeamOdds } from '@common/almanac';
import { formatMoney } from '@/lib/format';
import { byeChance, needsOf, otherChance, playoffChance } from './chance';

/** One team's odds in a few lines (the standings row's detail on tap). */
export function OddsDetail({
  team,
  decided,
  byes,
  id,
}: {
  team: TeamOdds;
  decided: boolean;
  byes: number;
  id: string;
}) {
  const facts: Array<[string, string]> = [
    ['Playoffs', playoffChance(team, decided)],
    ...(byes > 0 ? ([['Bye', byeChance(team, decided)]] as Array<[string, string]>) : []),
    ['Title', otherChance(team.title, team, decided)],
    ['Expected seed', team.expectedSeed.toFixed(1)],
    ['Expected prize', formatMoney(Math.round(team.expectedPrize * 100) / 100)],
  ];
  return (
    <div id={id} className="mt-1 rounded-md border bg-card px-3 py-2 text-xs" data-testid="odds-detail">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1.5 text-muted-foreground">{needsOf(team, decided).join(' · ')}</p>
      <Link
        to="/playoffs"
        className="mt-1 inline-block font-medium text-primary underline-offset-2 hover:underline"
      >
        Playoff picture
      </Link>
    </div>
  );
}
