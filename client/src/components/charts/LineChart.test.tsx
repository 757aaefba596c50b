// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LineChart } from './LineChart';
import { stubResizeObserver } from './test-support';

beforeAll(stubResizeObserver);
afterEach(cleanup);

/** The drawing is its own chunk: on a busy machine it can take a few seconds to arrive. */
const LOADED = { timeout: 10_000 };

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

const chart = (
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
  />
);

describe('LineChart', () => {
  it('is a figure named by its title, with the data as a table', () => {
    render(chart);
    const figure = screen.getByRole('figure', { name: 'Rank by week' });
    const table = within(figure).getByRole('table', { hidden: true });
    expect(
      within(table)
        .getAllByRole('row', { hidden: true })
        .map((row) => row.textContent),
    ).toEqual(['WeekAlphaBeta', 'W112', 'W23—']);
  });

  it('leaves the drawing to the browser: the server sends its box and the table', () => {
    const html = renderToString(chart);
    expect(html).not.toContain('<svg');
    expect(html).toContain('height:280px');
    expect(html).toContain('>W2</th>');
  });

  it('draws one line per series, and the legend highlights one', async () => {
    const { container } = render(chart);
    const image = await screen.findByRole('img', { name: 'Rank by week' }, LOADED);
    expect(image.textContent).toContain('Week');
    expect(container.querySelectorAll('g[data-series] path')).toHaveLength(2);
    const beta = screen.getByRole('button', { name: 'Beta' });
    fireEvent.click(beta);
    expect(beta.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('g[data-series="a"]')!.getAttribute('opacity')).toBe('0.15');
    fireEvent.click(beta);
    expect(container.querySelector('g[data-series="a"]')!.getAttribute('opacity')).toBe('1');
  });

  it("stands the reader's own line out, the others muted, until the legend picks another", async () => {
    const { container } = render(<LineChart {...chart.props} emphasis="b" />);
    await screen.findByRole('img', { name: 'Rank by week' }, LOADED);
    const opacity = (id: string) =>
      container.querySelector(`g[data-series="${id}"]`)!.getAttribute('opacity');
    expect([opacity('a'), opacity('b')]).toEqual(['0.15', '1']);
    // Drawn last, over the others.
    expect(container.querySelector('g[data-series]:last-of-type')!.getAttribute('data-series')).toBe('b');
    expect(screen.getByRole('button', { name: /^Beta\s*\(you\)$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Alpha' }));
    expect([opacity('a'), opacity('b')]).toEqual(['1', '0.15']);
  });

  it('picks a line with a tap: the touch that comes before the click does not pick it first', async () => {
    const { container } = render(chart);
    await screen.findByRole('img', { name: 'Rank by week' }, LOADED);
    const beta = screen.getByRole('button', { name: 'Beta' });
    fireEvent.pointerEnter(beta, { pointerType: 'touch' });
    fireEvent.click(beta);
    expect(beta.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('g[data-series="a"]')!.getAttribute('opacity')).toBe('0.15');
    // A mouse still previews on hover.
    const alpha = screen.getByRole('button', { name: 'Alpha' });
    fireEvent.pointerEnter(alpha, { pointerType: 'mouse' });
    expect(container.querySelector('g[data-series="b"]')!.getAttribute('opacity')).toBe('0.15');
  });

  it('reads the values with the arrow keys: along the weeks, and through the teams of a week', async () => {
    render(chart);
    const plot = await screen.findByRole('group', { name: /Rank by week: use the arrow keys/ }, LOADED);
    const readout = () => plot.querySelector('[aria-live]')!.textContent;
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(readout()).toBe('Alpha, Week W1: 1');
    fireEvent.keyDown(plot, { key: 'ArrowDown' });
    expect(readout()).toBe('Beta, Week W1: 2');
    // Beta has no value in week 2: the readout moves to a team that has one.
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(readout()).toBe('Alpha, Week W2: 3');
    fireEvent.keyDown(plot, { key: 'Escape' });
    expect(readout()).toBe('');
  });
});
