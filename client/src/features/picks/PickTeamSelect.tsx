// The Picks page's one choice: a team's holdings (the member's own team first), or every traded pick.
import type { FuturePickEntry } from '@common/picks';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The choice (and ?team= value) that lists the league's traded picks. */
export const TRADED = 'traded';

export function PickTeamSelect({
  value,
  teams,
  ownRosterId,
  onChange,
}: {
  value: number | typeof TRADED;
  /** Every team by name; empty while the picks load (the chosen team is then offered alone). */
  teams: readonly FuturePickEntry['original'][];
  ownRosterId: number | null;
  onChange: (value: string) => void;
}) {
  const own = teams.find((team) => team.rosterId === ownRosterId);
  const others = teams.filter((team) => team !== own);
  return (
    <div className="max-w-sm space-y-1.5">
      <Label htmlFor="picks-team">Show</Label>
      <Select value={String(value)} onValueChange={onChange}>
        <SelectTrigger id="picks-team">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={TRADED}>Every traded pick</SelectItem>
          {own ? <SelectItem value={String(own.rosterId)}>{own.teamName} (your team)</SelectItem> : null}
          {others.map((team) => (
            <SelectItem key={team.rosterId} value={String(team.rosterId)}>
              {team.teamName}
            </SelectItem>
          ))}
          {teams.length === 0 && value !== TRADED ? (
            <SelectItem value={String(value)}>{value === ownRosterId ? 'Your team' : 'This team'}</SelectItem>
          ) : null}
        </SelectContent>
      </Select>
    </div>
  );
}
