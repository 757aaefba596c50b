// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';
import { stubResizeObserver } from './test-support';

beforeAll(stubResizeObserver);
afterEach(cleanup);

/** The drawing is its own chunk: on a busy machine it can take a few seconds to arrive. */
const LOADED = { timeout: 10_000 };

function renderChart(values: number[]) {
  return render(
    <BarChart
      title="Points by team"
      description="Most: Alpha"
      rows={values.map((value, i) => ({ id: `t${i}`, label: `Team ${i}`, value }))}
      categoryLabel="Team"
      valueLabel="Points"
      formatValue={(v) => v.toFixed(1)}
    />,
  );
}

const barWidths = (container: HTMLElement) =>
  [...container.querySelectorAll('g[data-bar] rect.visx-bar')].map((bar) =>
    Number(bar.getAttribute('width')),
  );

describe('BarChart', () => {
  it('is a figure named by its title whose table names each category with its value', () => {
    renderChart([200, 150, 50]);
    const figure = screen.getByRole('figure', { name: 'Points by team' });
    const table = within(figure).getByRole('table', { hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(['Team', 'Points']);
    expect(
      within(table)
        .getAllByRole('row', { hidden: true })
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Team 0200.0', 'Team 1150.0', 'Team 250.0']);
  });

  it('draws each bar as its share of the largest value, from zero', async () => {
    const { container } = renderChart([200, 150, 0]);
    await screen.findByRole('img', { name: 'Points by team' }, LOADED);
    const [first, second, third] = barWidths(container);
    expect(first).toBeGreaterThan(0);
    expect(second! / first!).toBeCloseTo(0.75);
    expect(third).toBe(0);
  });

  it('draws no bar when every value is zero (no division by zero)', async () => {
    const { container } = renderChart([0, 0]);
    await screen.findByRole('img', { name: 'Points by team' }, LOADED);
    expect(barWidths(container)).toEqual([0, 0]);
  });

  it('reads a bar with the arrow keys', async () => {
    renderChart([200, 150, 50]);
    const plot = await screen.findByRole('group', { name: /Points by team: use the arrow keys/ }, LOADED);
    fireEvent.keyDown(plot, { key: 'ArrowDown' });
    fireEvent.keyDown(plot, { key: 'ArrowDown' });
    expect(plot.querySelector('[aria-live]')!.textContent).toBe('Team 1: 150.0');
  });
});
