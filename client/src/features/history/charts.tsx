// The history charts.
import { useQuery } from '@tanstack/react-query';
import type { HistorySeason } from '@common/history';
import { BarChart } from '@/components/charts/BarChart';
import { LineChart } from '@/components/charts/LineChart';
import { seriesColor, teamLineColor } from '@/components/charts/palette';
import { authUserQuery } from '@/lib/session';
import { TEAM_COLORS } from '@/lib/team-color';
import { formatPoints } from '@/lib/format';

/** Points for of every team in one season, highest first. */
export function PointsForChart({ season }: { season: HistorySeason }) {
  const rows = [...season.standings]
    .sort((a, b) => b.pointsFor - a.pointsFor)
    .map((row) => ({
      id: String(row.rosterId),
      label: row.teamName,
      value: row.pointsFor,
      color: teamLineColor(row.rosterId),
    }));
  const best = rows[0];
  return (
    <BarChart
      title={`Points For by Team, ${season.season}`}
      description={best && `Most: ${best.label} with ${formatPoints(best.value)}`}
      rows={rows}
      categoryLabel="Team"
      valueLabel="Points for"
      formatValue={formatPoints}
    />
  );
}

/** Each person's final place over the seasons (1 on top). Complete seasons only. */
export function FinishChart({ seasons }: { seasons: HistorySeason[] }) {
  const me = useQuery(authUserQuery).data?.sleeperUserId ?? null;
  const complete = [...seasons].filter((s) => s.isComplete).reverse();
  if (complete.length === 0) return null;
  // Each member in their newest team's colour; a past member, whose roster id a current team may
  // have taken, in one of the palette's colours beyond the teams'.
  const newest = seasons[0]?.standings ?? [];
  const owners = new Map<string, string>();
  for (const season of complete)
    for (const row of season.standings) if (row.ownerId) owners.set(row.ownerId, row.ownerName);
  let past = 0;
  const series = [...owners].map(([ownerId, name]) => {
    const team = newest.find((row) => row.ownerId === ownerId);
    return {
      id: ownerId,
      label: name,
      color: team ? teamLineColor(team.rosterId) : seriesColor(TEAM_COLORS.length + past++),
      points: complete.map((season) => ({
        x: Number(season.season),
        y: season.standings.find((row) => row.ownerId === ownerId)?.rank ?? null,
      })),
    };
  });
  const teams = Math.max(...complete.map((season) => season.totalRosters));
  return (
    <LineChart
      title="Finishes Over the Seasons"
      description="Final place of each member in every completed season (1 = champion)"
      series={series}
      xLabel="Season"
      yLabel="Final place"
      xValues={complete.map((season) => Number(season.season))}
      yDomain={[1, teams]}
      integerY
      invertY
      dots
      height={320}
      emphasis={me}
    />
  );
}
