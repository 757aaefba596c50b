import { useState, type FormEvent } from 'react';
import { SirenIcon } from 'lucide-react';
import type { RosterResponse } from '@common/league';
import type { SeasonPayouts } from '@common/payouts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { EmptyState } from '@/components/EmptyState';
import { formatMoney } from '@/lib/format';
import { useSeasonPayouts } from '@/lib/league-queries';
import { usePayoutMutations } from './api/payouts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TabSkeleton } from '@/components/TabStates';

interface BustedTabProps {
  leagueId: string | undefined;
  season: string | undefined;
  teams: RosterResponse[];
}

/** docs/product.md §2 "BUSTED tab": the award's status, the Assign Winner form and Clear Winner. */
export function BustedTab({ leagueId, season, teams }: BustedTabProps) {
  const payouts = useSeasonPayouts(leagueId, season);
  if (payouts.isLoading) return <TabSkeleton rows={2} />;
  if (!payouts.data) return <EmptyState as="h2" icon={SirenIcon} title="No payout data available" />;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <BustedStatus payouts={payouts.data} leagueId={leagueId} season={season} />
      <AssignWinnerForm teams={teams} leagueId={leagueId} season={season} />
    </div>
  );
}

function BustedStatus({
  payouts,
  leagueId,
  season,
}: {
  payouts: SeasonPayouts;
  leagueId?: string;
  season?: string;
}) {
  const { clearBusted } = usePayoutMutations(leagueId, season);
  const hasWinner = Boolean(payouts.bustedWinnerName);

  function clear() {
    clearBusted.mutate(undefined, {
      onSuccess: () => notifySuccess('BUSTED award winner updated successfully'),
      onError: (error) => notifyError('Failed to update BUSTED award', error, true),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SirenIcon className="size-5" aria-hidden="true" /> BUSTED Award {payouts.season}
        </CardTitle>
        <CardDescription>For the league member whose NFL player gets arrested.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-3xl font-bold" data-testid="busted-amount">
            {formatMoney(payouts.bustedAccumulated)}
          </span>
          <Badge variant={payouts.busted.isRollover ? 'warning' : 'secondary'}>
            {payouts.busted.isRollover ? 'Rollover' : 'Base'}
          </Badge>
        </div>
        {hasWinner ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="busted-winner">
            <dt className="text-muted-foreground">Winner</dt>
            <dd className="font-medium">{payouts.bustedWinnerName}</dd>
            <dt className="text-muted-foreground">NFL player</dt>
            <dd>
              {payouts.bustedPlayerName}
              {payouts.bustedPlayerTeam ? ` (${payouts.bustedPlayerTeam})` : ''}
            </dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No winner assigned yet</p>
        )}
        {hasWinner && (
          <div>
            <Button variant="outline" onClick={clear} disabled={clearBusted.isPending}>
              Clear Winner
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

interface AssignWinnerFormProps {
  teams: RosterResponse[];
  leagueId: string | undefined;
  season: string | undefined;
}

function AssignWinnerForm({ teams, leagueId, season }: AssignWinnerFormProps) {
  const { assignBusted } = usePayoutMutations(leagueId, season);
  const [winnerId, setWinnerId] = useState('');
  const [playerName, setPlayerName] = useState('');
  const [playerTeam, setPlayerTeam] = useState('');
  const members = teams.filter((team): team is RosterResponse & { ownerId: string } => team.ownerId !== null);
  const winner = members.find((team) => team.ownerId === winnerId);
  const ready = Boolean(winner) && playerName.trim() !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!winner || !ready) return;
    assignBusted.mutate(
      { winnerId: winner.ownerId, winnerName: winner.ownerDisplayName, playerName, playerTeam },
      {
        onSuccess: () => {
          notifySuccess('BUSTED award winner updated successfully');
          setWinnerId('');
          setPlayerName('');
          setPlayerTeam('');
        },
        onError: (error) => notifyError('Failed to update BUSTED award', error, true),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Assign Winner</CardTitle>
        <CardDescription>
          League member and NFL player name are required; the NFL team is optional.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="busted-winner">League member</Label>
            <Select
              id="busted-winner"
              value={winnerId}
              onValueChange={setWinnerId}
              placeholder="Select a member"
            >
              {members.map((team) => (
                <option key={team.ownerId} value={team.ownerId}>
                  {team.ownerDisplayName} ({team.teamName})
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="busted-player">NFL player name</Label>
            <Input
              id="busted-player"
              value={playerName}
              maxLength={120}
              onChange={(event) => setPlayerName(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="busted-team">NFL team (optional)</Label>
            <Input
              id="busted-team"
              value={playerTeam}
              maxLength={40}
              placeholder="e.g. DAL"
              onChange={(event) => setPlayerTeam(event.target.value)}
            />
          </div>
          <div>
            <Button type="submit" disabled={!ready || assignBusted.isPending}>
              {assignBusted.isPending ? 'Saving...' : 'Assign Winner'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
