// The renderer against hostile text: nothing a commissioner types becomes a script, an event handler,
// a `javascript:` (or any other scheme's) link, an image, a frame or an id of the page's own. These
// are the server's answers: the HTML every member's page shows as it is.
import { describe, expect, it } from 'vitest';
import { markdownHtml } from './html';

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('markdownHtml', () => {
  it('renders the markup members write: headings one level under the page’s, emphasis, lists, tables', () => {
    const html = markdownHtml(
      '# Rules\n\n## Dues\n\n**Pay** *now*:\n\n- one\n\n| Place | Prize |\n| - | - |\n| 1st | $120 |',
      2,
    );
    expect(html).toContain('<h2 id="user-content-rules">Rules</h2>');
    expect(html).toContain('<h3 id="user-content-dues">Dues</h3>');
    expect(html).toContain('<strong>Pay</strong> <em>now</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toMatch(/<div[^>]*role="region"[^>]*aria-label="Table: Place, Prize"[^>]*><table>/);
    expect(markdownHtml('# In a card\n\n###### Deepest', 3)).toMatch(
      /^<h3 id="user-content-in-a-card">In a card<\/h3>\n<h6 id="user-content-deepest">/,
    );
  });

  it('drops raw HTML: no script, no style, no frame, no event handler', () => {
    const html = markdownHtml(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '<iframe src="https://example.com"></iframe>',
        '<style>body{display:none}</style>',
        '<a href="https://example.com" onclick="alert(1)">inline</a>',
        '<div onmouseover="alert(1)">hover</div>',
        'Plain <b>bold</b> text',
      ].join('\n\n'),
      2,
    );
    expect(html).not.toMatch(/<script|<img|<iframe|<style|onerror|onclick|onmouseover|<b>|<div onm/i);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Plain bold text');
  });

  it('keeps links only to http(s), mailto and the site’s own pages; others on the web get rel', () => {
    const html = markdownHtml(
      [
        '[site](https://example.com/a) [mail](mailto:x@example.com) [page](/keepers) [anchor](#dues)',
        '[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [entity](jav&#x61;script:alert(1))',
        '[data](data:text/html,<script>alert(1)</script>) [vb](vbscript:msgbox) [file](file:///etc/passwd)',
        '<javascript:alert(1)> [ref][r] [other site](//example.com/x)',
        '',
        '[r]: javascript:alert(1)',
      ].join('\n'),
      2,
    );
    expect(hrefsOf(html)).toEqual([
      'https://example.com/a',
      'mailto:x@example.com',
      '/keepers',
      '#dues',
      '//example.com/x',
    ]);
    expect(html).toContain('<a href="https://example.com/a" rel="nofollow noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/keepers">page</a>');
    expect(html).toContain('<a href="//example.com/x" rel="nofollow noopener noreferrer">other site</a>');
    // The words of a refused link stay, as plain text.
    expect(html).toMatch(/<span>js<\/span> <span>JS<\/span> <span>entity<\/span>/);
  });

  it('shows no image (nothing loads from an address someone typed), and prefixes every id', () => {
    const html = markdownHtml('![tracker](https://example.com/pixel.png)\n\n## root\n\n## __proto__', 2);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('pixel.png');
    // A heading named like the app's own root element cannot take its id.
    expect(html).toContain('id="user-content-root"');
    expect(html).not.toMatch(/id="root"/);
  });

  it('renders a huge text without trouble (its size is bounded by the API), and once per text', () => {
    const text = `${'word '.repeat(12_000)}\n\n${'> '.repeat(200)}deep`;
    const html = markdownHtml(text, 2);
    expect(html.length).toBeGreaterThan(60_000);
    expect(markdownHtml(text, 2)).toBe(html);
  });
});
