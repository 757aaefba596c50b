import { useEffect, useState } from 'react';
import { useMountTime } from '@/lib/page-time';
import { PauseCircleIcon, RadioIcon, RadioTowerIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCentral } from '@/lib/format';
import { useLiveState } from './live';
import { liveLabel } from './live-label';

/** The current time, re-read every `intervalMs` while set (for "updated 12s ago"). */
function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(useMountTime());
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The matchups card's 'Live Scoring' indicator: live with the age of the scores, paused (provider or
 * connection down) with the time of the data shown, between games, final; for another week than the
 * current one, final or not played yet.
 */
export function LiveIndicator({
  leagueId,
  week,
  currentWeek,
  weekFinal,
}: {
  leagueId: string;
  week: number;
  currentWeek: number;
  /** The shown week's answer says its games are over (final, whatever the stream's connection). */
  weekFinal: boolean;
}) {
  const state = useLiveState(leagueId);
  const now = useNow(state?.status === 'live' && week === currentWeek ? 1000 : null);
  const label = liveLabel(state, week, currentWeek, now, weekFinal);
  const Icon = label.tone === 'paused' ? PauseCircleIcon : RadioIcon;
  return (
    <p
      className={cn(
        'flex min-w-0 items-center gap-1.5 text-xs font-medium',
        label.tone === 'live' && 'text-emerald-700 dark:text-emerald-400',
        label.tone === 'paused' && 'text-amber-800 dark:text-amber-300',
        label.tone === 'idle' && 'text-muted-foreground',
      )}
      data-testid="live-indicator"
      data-status={
        week === currentWeek
          ? weekFinal
            ? 'final'
            : state?.connection === 'lost'
              ? 'paused'
              : (state?.status ?? 'connecting')
          : 'other-week'
      }
      role="status"
    >
      <Icon
        className={cn('size-3.5 shrink-0', label.tone === 'live' && 'animate-pulse')}
        aria-hidden="true"
      />
      <span>{label.text}</span>{' '}
      {/* Wrapped, never cut: at 320 px "Sleeper is not answering · data as of 1:05:09 PM CT" takes two lines. */}
      {label.detail && (
        <span className="min-w-0 font-normal tabular-nums" data-testid="live-detail">
          ·{' '}
          {state?.updatedAt && label.tone !== 'idle' ? (
            <time dateTime={state.updatedAt} title={formatCentral(state.updatedAt, 'MMM d, h:mm:ss a')}>
              {label.detail}
            </time>
          ) : (
            label.detail
          )}
        </span>
      )}
    </p>
  );
}

/** The dashboard footer's 'Live Data' indicator: connected to live scores, or paused. */
export function LiveDataIndicator({ leagueId }: { leagueId: string }) {
  const state = useLiveState(leagueId);
  const paused = state?.connection === 'lost' || state?.status === 'paused';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 font-medium',
        paused ? 'text-amber-800 dark:text-amber-300' : 'text-emerald-700 dark:text-emerald-400',
      )}
    >
      <RadioTowerIcon className="size-3.5" aria-hidden="true" /> {paused ? 'Live Data paused' : 'Live Data'}
    </span>
  );
}
