// The season and manager filters of the trade history and the moves, kept in the
// page's address (?season=, ?manager=) so that a filtered list can be shared.
import { useSearchParams } from 'react-router';
import type { ManagerRef, TradesQuery } from '@common/almanac';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { tradeFilters } from './api';

const ANY = 'any';

type Filter = keyof TradesQuery;

/** The filters of the address, and a change that replaces them there (no new history entry). */
export function useSeasonManagerFilters(): {
  filters: TradesQuery;
  setFilter: (name: Filter, value: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const setFilter = (name: Filter, value: string) => {
    const next = new URLSearchParams(params);
    if (value === ANY) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { filters: tradeFilters(params), setFilter };
}

/** The two selects; the options come with the list's answer (every season and manager it has). */
export function SeasonManagerFilters({
  idPrefix,
  label,
  filters,
  seasons,
  managers,
  onChange,
}: {
  /** Prefix of the selects' ids ('trades' -> 'trades-season'). */
  idPrefix: string;
  /** The group's accessible name ('Filter trades'). */
  label: string;
  filters: TradesQuery;
  /** Undefined while the list loads: the chosen season is offered alone until then. */
  seasons: readonly string[] | undefined;
  managers: readonly ManagerRef[] | undefined;
  onChange: (name: Filter, value: string) => void;
}) {
  const { season, manager } = filters;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2" role="group" aria-label={label}>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-season`}>Season</Label>
        <Select
          id={`${idPrefix}-season`}
          value={season ?? ANY}
          onValueChange={(value) => onChange('season', value)}
        >
          <option value={ANY}>Every season</option>
          {(seasons ?? (season ? [season] : [])).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-manager`}>Manager</Label>
        <Select
          id={`${idPrefix}-manager`}
          value={manager ?? ANY}
          onValueChange={(value) => onChange('manager', value)}
        >
          <option value={ANY}>Every manager</option>
          {(managers ?? []).map((m) => (
            <option key={m.ownerId} value={m.ownerId}>
              {m.ownerName}
              {m.current ? '' : ' (past member)'}
            </option>
          ))}
          {/* A select shows its first choice when its value has none: the chosen manager is named
              only once the list answers, so until then it reads "This manager", not "Every manager". */}
          {managers === undefined && manager ? <option value={manager}>This manager</option> : null}
        </Select>
      </div>
    </div>
  );
}
