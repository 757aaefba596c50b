// The Markdown renderer against hostile text: nothing a commissioner types becomes a script, an event
// handler, a `javascript:` (or any other scheme's) link, an image, a frame or an id of the page's own.
// Rendered on the server's way (renderToString), as every page is.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import Markdown from './Markdown';

/** The markup, without the comments React puts between adjacent texts. */
const render = (text: string, topLevel?: 2 | 3) =>
  renderToString(
    <MemoryRouter>
      <Markdown topLevel={topLevel}>{text}</Markdown>
    </MemoryRouter>,
  ).replace(/<!-- -->/g, () => '');

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('Markdown', () => {
  it('renders the markup members write: headings one level under the page’s, emphasis, lists, tables', () => {
    const html = render(
      '# Rules\n\n## Dues\n\n**Pay** *now*:\n\n- one\n\n| Place | Prize |\n| - | - |\n| 1st | $120 |',
    );
    expect(html).toContain('<h2 id="user-content-rules">Rules</h2>');
    expect(html).toContain('<h3 id="user-content-dues">Dues</h3>');
    expect(html).toContain('<strong>Pay</strong> <em>now</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toMatch(/<div[^>]*role="region"[^>]*aria-label="Table: Place, Prize"[^>]*><table>/);
    expect(render('# In a card', 3)).toContain('<h3 id="user-content-in-a-card">');
  });

  it('drops raw HTML: no script, no style, no frame, no event handler', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '<iframe src="https://example.com"></iframe>',
        '<style>body{display:none}</style>',
        '<a href="https://example.com" onclick="alert(1)">inline</a>',
        '<div onmouseover="alert(1)">hover</div>',
        'Plain <b>bold</b> text',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|<img|<iframe|<style|onerror|onclick|onmouseover|<b>|<div onm/i);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Plain bold text');
  });

  it('keeps links only to http(s), mailto and the site’s own pages', () => {
    const html = render(
      [
        '[site](https://example.com/a) [mail](mailto:x@example.com) [page](/keepers) [anchor](#dues)',
        '[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [entity](jav&#x61;script:alert(1))',
        '[data](data:text/html,<script>alert(1)</script>) [vb](vbscript:msgbox) [file](file:///etc/passwd)',
        '<javascript:alert(1)> [ref][r]',
        '',
        '[r]: javascript:alert(1)',
      ].join('\n'),
    );
    expect(hrefsOf(html)).toEqual(['https://example.com/a', 'mailto:x@example.com', '/keepers', '#dues']);
    // The words of a refused link stay, as plain text.
    expect(html).toMatch(/<span>js<\/span> <span>JS<\/span> <span>entity<\/span>/);
  });

  it('shows no image (nothing loads from an address someone typed), and prefixes every id', () => {
    const html = render('![tracker](https://example.com/pixel.png)\n\n## root\n\n## __proto__');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('pixel.png');
    // A heading named like the app's own root element cannot take its id.
    expect(html).toContain('id="user-content-root"');
    expect(html).not.toMatch(/id="root"/);
  });

  it('renders a huge text without trouble (its size is bounded by the API)', () => {
    const html = render(`${'word '.repeat(12_000)}\n\n${'> '.repeat(200)}deep`);
    expect(html.length).toBeGreaterThan(60_000);
  });
});
