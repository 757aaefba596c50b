// The Picks page's one choice: a team's holdings (the member's own team first), or every traded pick.
import type { FuturePickEntry } from '@common/picks';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

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
      <Select id="picks-team" value={String(value)} onValueChange={onChange}>
        <option value={TRADED}>Every traded pick</option>
        {own ? <option value={String(own.rosterId)}>{own.teamName} (your team)</option> : null}
        {others.map((team) => (
          <option key={team.rosterId} value={String(team.rosterId)}>
            {team.teamName}
          </option>
        ))}
        {teams.length === 0 && value !== TRADED ? (
          <option value={String(value)}>{value === ownRosterId ? 'Your team' : 'This team'}</option>
        ) : null}
      </Select>
    </div>
  );
}
