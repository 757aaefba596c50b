import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { isComplete, picksOfSelection } from '@common/keeper-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useRosters } from '@/entities/team/api';
import { TabError, TabSkeleton } from '@/components/TabStates';
import { useAllSelections, useKeeperSeason, useRosterPlayers } from '@/entities/keeper/api';
import { KeeperTeamCard } from '@/entities/keeper/admin/KeeperTeamCard';
import { useKeeperAdmin } from '@/entities/keeper/admin/use-keeper-admin';
import { SelectionEditor } from './SelectionEditor';

/**
 * Admin keepers (docs/product.md §2 "Admin keepers (/admin/keepers)"): team selector, selection card,
 * overview.
 */
export default function AdminKeepersPage() {
  const { leagueId, season } = useKeeperSeason();
  const rosters = useRosters(leagueId);
  const selections = useAllSelections(leagueId, season);
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const rosterId = chosen ?? rosters.data?.[0]?.rosterId ?? null;
  const players = useRosterPlayers(leagueId, rosterId);
  const admin = useKeeperAdmin(leagueId, season);

  const header = (
    <div className="space-y-2">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/admin">
          <ArrowLeftIcon aria-hidden="true" /> Back to Admin
        </Link>
      </Button>
      <h1 className="text-2xl font-bold tracking-tight">Keeper Admin</h1>
      <p className="text-sm text-muted-foreground">Keeper selections for the {season} season.</p>
    </div>
  );
  if (rosters.isError || selections.isError) {
    return (
      <div className="space-y-4">
        {header}
        <TabError
          what="keeper selections"
          onRetry={() => {
            void rosters.refetch();
            void selections.refetch();
          }}
        />
      </div>
    );
  }
  if (!leagueId || !season || !rosters.data || !selections.data || rosterId === null) {
    return (
      <div className="space-y-4">
        {header}
        <TabSkeleton rows={4} />
      </div>
    );
  }
  const byRoster = new Map(selections.data.map((s) => [s.rosterId, s]));
  const team = rosters.data.find((r) => r.rosterId === rosterId)!;
  const selection = byRoster.get(rosterId);

  return (
    <div className="space-y-4 sm:space-y-6">
      {header}
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor="keeper-team">Team</Label>
        <Select
          id="keeper-team"
          value={String(rosterId)}
          onValueChange={(value) => {
            setChosen(Number(value));
            setEditing(false);
          }}
        >
          {rosters.data.map((r) => (
            <option key={r.rosterId} value={String(r.rosterId)}>
              {r.teamName}
            </option>
          ))}
        </Select>
      </div>

      <Card>
        <CardHeader className="flex-row flex-wrap items-center gap-2 space-y-0">
          <h2 className="mr-auto text-lg leading-tight font-semibold tracking-tight">
            Keeper Selection: {team.teamName}
          </h2>
          {selection?.isSubmitted && <Badge variant="success">Submitted</Badge>}
        </CardHeader>
        <CardContent className="space-y-3">
          {editing && players.data ? (
            <SelectionEditor
              key={rosterId}
              leagueId={leagueId}
              season={season}
              rosterId={rosterId}
              selection={selection}
              players={players.data}
              onDone={() => setEditing(false)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              {/* docs/product.md §4: Edit only while not submitted; Unlock, Submit and the rest are
                  below. */}
              {!selection?.isSubmitted && (
                <Button variant="outline" onClick={() => setEditing(true)} disabled={!players.data}>
                  Edit
                </Button>
              )}
            </div>
          )}
          <KeeperTeamCard team={team} selection={selection} busy={admin.isPending} onAction={admin.run} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold tracking-tight">All Teams</h2>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {rosters.data.map((r) => {
              const s = byRoster.get(r.rosterId);
              const selected = s ? isComplete(picksOfSelection(s)) : false;
              return (
                <li key={r.rosterId} className="flex min-h-11 flex-wrap items-center gap-2 py-2 text-sm">
                  <span className="mr-auto font-medium">{r.teamName}</span>
                  <Badge variant={selected ? 'default' : 'outline'}>
                    {selected ? 'Selected' : 'Not Selected'}
                  </Badge>
                  {s?.isSubmitted && <Badge variant="success">Submitted</Badge>}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
