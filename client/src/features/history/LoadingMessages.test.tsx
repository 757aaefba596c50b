// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_MESSAGES, LOADING_MESSAGE_MS, LoadingMessages } from './LoadingMessages';
import { medianNote } from './HistoryStatistics';

describe('LoadingMessages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('cycles the four messages every 800 ms', () => {
    render(<LoadingMessages />);
    expect(LOADING_MESSAGES).toHaveLength(4);
    expect(LOADING_MESSAGE_MS).toBe(800);
    const seen = [screen.getByRole('status').textContent];
    for (let i = 0; i < 4; i += 1) {
      act(() => {
        vi.advanceTimersByTime(LOADING_MESSAGE_MS);
      });
      seen.push(screen.getByRole('status').textContent);
    }
    expect(seen).toEqual([...LOADING_MESSAGES, LOADING_MESSAGES[0]]);
  });
});

describe('medianNote', () => {
  it('names the median seasons, or nothing without one', () => {
    expect(medianNote([])).toBeNull();
    expect(medianNote(['2024'])).toContain(
      "2024 used median scoring: each week also counted a win or a loss against the league's median score.",
    );
    expect(medianNote(['2023', '2024'])).toContain('2023 and 2024 used median scoring');
  });
});
