// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BelowTheFold } from './BelowTheFold';

afterEach(cleanup);

const nextFrameAndTask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

describe('BelowTheFold', () => {
  it('paints the first screen with a placeholder, and the rest once that has painted', async () => {
    const { container } = render(
      <main>
        <h1>First screen</h1>
        <BelowTheFold placeholderClassName="h-96">
          <h2>Further down</h2>
        </BelowTheFold>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Further down' })).toBeNull();
    expect(container.querySelector('.animate-pulse.h-96')).not.toBeNull();
    await act(nextFrameAndTask);
    expect(screen.getByRole('heading', { name: 'Further down' })).toBeTruthy();
    expect(container.querySelector('.animate-pulse')).toBeNull();
  });
});
