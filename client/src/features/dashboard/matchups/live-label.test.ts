import { describe, expect, it } from 'vitest';
import type { LiveState } from './live';
import { ago, liveLabel } from './live-label';

const NOW = Date.parse('2025-12-07T21:10:30Z');
const state = (overrides: Partial<LiveState>): LiveState => ({
  week: 14,
  season: '2025',
  status: 'live',
  updatedAt: '2025-12-07T21:10:18Z',
  staleSince: null,
  nextWindowAt: null,
  pollSeconds: 30,
  connection: 'open',
  ...overrides,
});

describe('ago', () => {
  it('counts seconds, then minutes, then hours, never below zero', () => {
    expect(ago('2025-12-07T21:10:18Z', NOW)).toBe('12s ago');
    expect(ago('2025-12-07T21:07:00Z', NOW)).toBe('3 min ago');
    expect(ago('2025-12-07T18:00:00Z', NOW)).toBe('3 h ago');
    expect(ago('2025-12-07T21:11:00Z', NOW)).toBe('0s ago');
  });
});

describe('liveLabel', () => {
  it('says live with the age of the scores', () => {
    expect(liveLabel(state({}), 14, 14, NOW)).toEqual({
      tone: 'live',
      text: 'Live Scoring',
      detail: 'updated 12s ago',
    });
  });

  it('says paused with the time of the data shown when the provider or the connection fails', () => {
    const paused = state({
      status: 'paused',
      staleSince: '2025-12-07T21:02:05Z',
      updatedAt: '2025-12-07T21:02:05Z',
    });
    expect(liveLabel(paused, 14, 14, NOW)).toEqual({
      tone: 'paused',
      text: 'Paused',
      detail: 'Sleeper is not answering · data as of 3:02:05 PM CT',
    });
    expect(liveLabel(state({ connection: 'lost' }), 14, 14, NOW)).toEqual({
      tone: 'paused',
      text: 'Paused',
      detail: 'connection lost, retrying · data as of 3:10:18 PM CT',
    });
  });

  it('says between games with the next window, final, or off', () => {
    const waiting = state({ status: 'waiting', nextWindowAt: '2025-12-09T01:15:00Z' });
    expect(liveLabel(waiting, 14, 14, NOW)).toEqual({
      tone: 'idle',
      text: 'Between games',
      detail: 'next games Mon 7:15 PM CT',
    });
    expect(liveLabel(state({ status: 'final' }), 14, 14, NOW).text).toBe('Final');
    expect(liveLabel(state({ status: 'off' }), 14, 14, NOW)).toEqual({
      tone: 'idle',
      text: 'Live scoring off',
      detail: 'data as of 3:10:18 PM CT',
    });
  });

  it('calls a week whose games are over final, offline or before the stream answers', () => {
    expect(liveLabel(null, 14, 14, NOW, true)).toEqual({ tone: 'idle', text: 'Final', detail: null });
    expect(liveLabel(state({ connection: 'lost' }), 14, 14, NOW, true).text).toBe('Final');
  });

  it('calls a past week final and a future week not played, whatever the live state', () => {
    expect(liveLabel(state({}), 9, 14, NOW).text).toBe('Final');
    expect(liveLabel(null, 16, 14, NOW).text).toBe('Not played yet');
    expect(liveLabel(null, 14, 14, NOW)).toEqual({
      tone: 'idle',
      text: 'Live Scoring',
      detail: 'connecting...',
    });
  });
});
