import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Previous / next buttons around a week select (a native one: no extra code on the dashboard). */
export function WeekPicker({
  week,
  lastWeek,
  currentWeek,
  onChange,
}: {
  week: number;
  lastWeek: number;
  currentWeek: number;
  onChange: (week: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-11 sm:size-8"
        aria-label="Previous week"
        disabled={week <= 1}
        onClick={() => onChange(week - 1)}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <label htmlFor={id} className="sr-only">
        Week
      </label>
      <select
        id={id}
        className="h-11 rounded-md border bg-background px-2 text-sm sm:h-8"
        value={week}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: lastWeek }, (_, i) => i + 1).map((w) => (
          <option key={w} value={w}>
            Week {w}
            {w === currentWeek ? ' (current)' : ''}
          </option>
        ))}
      </select>
      <Button
        variant="ghost"
        size="icon"
        className="size-11 sm:size-8"
        aria-label="Next week"
        disabled={week >= lastWeek}
        onClick={() => onChange(week + 1)}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
