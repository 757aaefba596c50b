// The history charts (recharts; this module is only imported by the lazily loaded history page, so
// the library ships in the history chunk). Each chart is a labelled figure with a text summary.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { HistorySeason } from '@common/history';
import { SERIES_COLORS as LINE_COLORS } from '@/components/charts/palette';
import { formatPoints } from '@/lib/format';

/** Points for of every team in one season, highest first. */
export function PointsForChart({ season }: { season: HistorySeason }) {
  const data = [...season.standings]
    .sort((a, b) => b.pointsFor - a.pointsFor)
    .map((row) => ({ team: row.teamName, pointsFor: row.pointsFor }));
  const best = data[0];
  return (
    <figure aria-label={`Points for per team in ${season.season}`} className="space-y-2">
      <figcaption className="text-sm font-medium">
        Points For by Team, {season.season}
        {best && (
          <span className="block text-xs font-normal text-muted-foreground">
            Most: {best.team} with {formatPoints(best.pointsFor)}
          </span>
        )}
      </figcaption>
      <div className="h-80 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tick={{ fontSize: 11 }} />
            <YAxis type="category" dataKey="team" width={110} tick={{ fontSize: 11 }} interval={0} />
            <Tooltip formatter={(value) => formatPoints(Number(value))} />
            <Bar dataKey="pointsFor" name="Points for" fill="#059669" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Each person's final place over the seasons (1 on top). Complete seasons only. */
export function FinishChart({ seasons }: { seasons: HistorySeason[] }) {
  const complete = [...seasons].filter((s) => s.isComplete).reverse();
  const owners = new Map<string, string>();
  for (const season of complete)
    for (const row of season.standings) if (row.ownerId) owners.set(row.ownerId, row.ownerName);
  const data = complete.map((season) => {
    const point: Record<string, string | number> = { season: season.season };
    for (const row of season.standings) if (row.ownerId) point[row.ownerId] = row.rank;
    return point;
  });
  const teams = complete[0]?.totalRosters ?? 12;
  if (complete.length === 0) return null;
  return (
    <figure aria-label="Final place of each member in every completed season" className="space-y-2">
      <figcaption className="text-sm font-medium">
        Finishes Over the Seasons
        <span className="block text-xs font-normal text-muted-foreground">
          Final place per completed season (1 = champion)
        </span>
      </figcaption>
      <div className="h-96 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ left: 0, right: 16, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="season" tick={{ fontSize: 11 }} />
            <YAxis reversed domain={[1, teams]} allowDecimals={false} tick={{ fontSize: 11 }} width={28} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {[...owners].map(([ownerId, name], index) => (
              <Line
                key={ownerId}
                type="monotone"
                dataKey={ownerId}
                name={name}
                stroke={LINE_COLORS[index % LINE_COLORS.length]}
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
