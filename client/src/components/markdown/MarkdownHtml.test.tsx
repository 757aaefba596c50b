// @vitest-environment jsdom
// The read view of a commissioner's text: the server's HTML shown as it is, its tables in the app's
// own scrolling box (the renderer writes TableScroll's markup: compared here, so the two cannot
// drift), a link to the site's own page followed within the app and any other left to the browser.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownToHtml } from '@common/markdown-html';
import { TableScroll } from '@/components/ui/table-scroll';
import { MarkdownHtml } from './MarkdownHtml';

afterEach(cleanup);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(html: string) {
  return render(
    <MemoryRouter initialEntries={['/announcements']}>
      <Routes>
        <Route path="*" element={<MarkdownHtml html={html} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('MarkdownHtml', () => {
  it('wraps a table exactly as TableScroll does (a focusable region named by its columns)', () => {
    const html = markdownToHtml('| Place | Prize |\n| - | - |\n| 1st | $120 |', 2);
    const box = renderToString(
      <TableScroll label="Table: Place, Prize" className="my-3">
        <table />
      </TableScroll>,
    );
    const opening = (markup: string) => markup.slice(0, markup.indexOf('<table'));
    expect(opening(html)).toBe(opening(box));
  });

  it('follows a link to the site’s own page within the app, by click or by Enter', () => {
    renderAt(markdownToHtml('[the keepers](/keepers) and [another site](https://example.com/)', 3));
    const own = screen.getByRole('link', { name: 'the keepers' });
    // A browser clicks the focused link on Enter: the same event as a pointer's.
    expect(fireEvent.click(own)).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/keepers');
    // Another site's link is the browser's to follow (its default action is not prevented).
    expect(fireEvent.click(screen.getByRole('link', { name: 'another site' }))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/keepers');
  });

  it('leaves a click that asks for a new tab or window to the browser', () => {
    renderAt(markdownToHtml('[the keepers](/keepers)', 3));
    const own = screen.getByRole('link', { name: 'the keepers' });
    expect(fireEvent.click(own, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(own, { button: 1 })).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/announcements');
  });
});
