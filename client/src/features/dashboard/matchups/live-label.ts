// What the matchups card's live indicator says, and only what is true: live with the age of the scores,
// paused with the time of the data shown, between games with the next window, or final.
import { formatCentral } from '@/lib/format';
import type { LiveState } from './live';

export interface LiveLabel {
  tone: 'live' | 'paused' | 'idle';
  text: string;
  /** The second line: how old the scores are, or when games resume. */
  detail: string | null;
}

/** "12s ago", "3 min ago", "2 h ago" (never negative: a server clock slightly ahead reads "0s"). */
export function ago(iso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

const clock = (iso: string) => `${formatCentral(iso, 'h:mm:ss a')} CT`;

/**
 * `weekFinal`: the shown week's own answer says its games are over. Then it is final whatever the
 * stream says: offline, or before the stream answers, nothing is connecting to a week that is over.
 */
export function liveLabel(
  state: LiveState | null,
  shownWeek: number,
  currentWeek: number,
  now: number,
  weekFinal = false,
): LiveLabel {
  if (shownWeek < currentWeek || weekFinal) return { tone: 'idle', text: 'Final', detail: null };
  if (shownWeek > currentWeek) return { tone: 'idle', text: 'Not played yet', detail: null };
  if (!state) return { tone: 'idle', text: 'Live Scoring', detail: 'connecting...' };
  const asOf = state.updatedAt ? `data as of ${clock(state.updatedAt)}` : null;
  if (state.connection === 'lost') {
    return {
      tone: 'paused',
      text: 'Paused',
      detail: ['connection lost, retrying', asOf].filter(Boolean).join(' · '),
    };
  }
  switch (state.status) {
    case 'live':
      return {
        tone: 'live',
        text: 'Live Scoring',
        detail: state.updatedAt ? `updated ${ago(state.updatedAt, now)}` : null,
      };
    case 'paused':
      return {
        tone: 'paused',
        text: 'Paused',
        detail: ['Sleeper is not answering', asOf].filter(Boolean).join(' · '),
      };
    case 'waiting':
      return {
        tone: 'idle',
        text: 'Between games',
        detail: state.nextWindowAt
          ? `next games ${formatCentral(state.nextWindowAt, 'EEE h:mm a')} CT`
          : asOf,
      };
    case 'final':
      return { tone: 'idle', text: 'Final', detail: null };
    case 'off':
      return { tone: 'idle', text: 'Live scoring off', detail: asOf };
  }
}
