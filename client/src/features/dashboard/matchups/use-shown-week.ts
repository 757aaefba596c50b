import { useSearchParams } from 'react-router';

/**
 * The week the dashboard's matchups show: `?week=N` when it is a week of the season (so a week can be
 * shared by its URL), else the current week. Choosing a week puts it in the URL.
 */
export function useShownWeek(currentWeek: number, lastWeek: number): [number, (week: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('week'));
  const week = Number.isInteger(asked) && asked >= 1 && asked <= lastWeek ? asked : currentWeek;
  const choose = (next: number) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('week', String(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [week, choose];
}
