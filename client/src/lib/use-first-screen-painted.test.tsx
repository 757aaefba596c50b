// @vitest-environment jsdom
// What a page shows below a phone's first screen waits for its first paint; a wide screen's does not.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstScreenPainted } from './use-first-screen-painted';

function Probe() {
  return <p>{useFirstScreenPainted() ? 'all cards' : 'first screen only'}</p>;
}

function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query.includes('min-width'), media: query }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useFirstScreenPainted', () => {
  it('on a phone, renders the first screen alone, then the rest after the frame that painted it', () => {
    vi.useFakeTimers();
    screenWidth(false);
    render(<Probe />);
    expect(screen.getByText('first screen only')).toBeTruthy();
    // The animation frame (before its paint), then the task queued from it (after the paint).
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByText('all cards')).toBeTruthy();
  });

  it('on a wide screen, where every card is on the first screen, renders them all at once', () => {
    screenWidth(true);
    render(<Probe />);
    expect(screen.getByText('all cards')).toBeTruthy();
  });
});
