import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';

/** Previous / next buttons around a week select. */
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
      <Select
        id={id}
        className="sm:h-8"
        value={String(week)}
        onValueChange={(value) => onChange(Number(value))}
      >
        {Array.from({ length: lastWeek }, (_, i) => i + 1).map((w) => (
          <option key={w} value={w}>
            Week {w}
            {w === currentWeek ? ' (current)' : ''}
          </option>
        ))}
      </Select>
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
