// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineChart } from './LineChart';

afterEach(cleanup);

const series = [
  {
    id: 'a',
    label: 'Alpha',
    points: [
      { x: 1, y: 1 },
      { x: 2, y: 3 },
    ],
  },
  {
    id: 'b',
    label: 'Beta',
    points: [
      { x: 1, y: 2 },
      { x: 2, y: null },
    ],
  },
];

function renderChart() {
  return render(
    <LineChart
      title="Rank by week"
      description="1 is the top."
      series={series}
      xLabel="Week"
      yLabel="Rank"
      xValues={[1, 2]}
      formatX={(w) => `W${w}`}
      yDomain={[1, 3]}
      integerY
      invertY
      step
    />,
  );
}

describe('LineChart', () => {
  it('is a labelled image with axes titles and a data table as its text alternative', () => {
    renderChart();
    const figure = screen.getByRole('figure', { name: 'Rank by week' });
    const image = within(figure).getByRole('img', { name: 'Rank by week' });
    expect(image.textContent).toContain('Week');
    expect(image.textContent).toContain('Rank');
    const table = within(figure).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['WeekAlphaBeta', 'W112', 'W23—']);
  });

  it('draws one path per series, and the legend buttons highlight one series', () => {
    const { container } = renderChart();
    expect(container.querySelectorAll('g[data-series] path')).toHaveLength(2);
    const beta = screen.getByRole('button', { name: 'Beta' });
    fireEvent.click(beta);
    expect(beta.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('g[data-series="a"]')!.getAttribute('opacity')).toBe('0.15');
    fireEvent.click(beta);
    expect(container.querySelector('g[data-series="a"]')!.getAttribute('opacity')).toBe('1');
  });
});
