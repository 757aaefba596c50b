// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

afterEach(cleanup);

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

describe('BarChart', () => {
  it('is a figure named by its title whose table names each category with its value', () => {
    renderChart([200, 150, 50]);
    const figure = screen.getByRole('figure', { name: 'Points by team' });
    const table = within(figure).getByRole('table', { name: 'Points by team' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Team', 'Points']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Team 0200.0', 'Team 1150.0', 'Team 250.0']);
  });

  it('draws each bar as its share of the largest value, from zero', () => {
    const { container } = renderChart([200, 150, 0]);
    const widths = [...container.querySelectorAll('tr[data-bar] [aria-hidden] > div')].map(
      (bar) => (bar as HTMLElement).style.width,
    );
    expect(widths).toEqual(['100%', '75%', '0%']);
  });

  it('draws no bar when every value is zero (no division by zero)', () => {
    const { container } = renderChart([0, 0]);
    const widths = [...container.querySelectorAll('tr[data-bar] [aria-hidden] > div')].map(
      (bar) => (bar as HTMLElement).style.width,
    );
    expect(widths).toEqual(['0%', '0%']);
  });
});
