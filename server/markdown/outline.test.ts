import { describe, expect, it } from 'vitest';
import { markdownExcerpt, markdownHeadings, markdownPlainText } from './outline';

describe('markdownHeadings', () => {
  it('gives levels 1 and 2 with GitHub’s anchors behind the sanitiser’s prefix, repeats numbered', () => {
    const text = '# Rules\n\n## Dues & *money*\n\n### Deep\n\n## Dues & money\n\n## `code` here';
    expect(markdownHeadings(text)).toEqual([
      { depth: 1, text: 'Rules', id: 'user-content-rules' },
      { depth: 2, text: 'Dues & money', id: 'user-content-dues--money' },
      { depth: 2, text: 'Dues & money', id: 'user-content-dues--money-1' },
      { depth: 2, text: 'code here', id: 'user-content-code-here' },
    ]);
  });

  it('leaves out markup the page does not render (raw HTML, an image’s alt text)', () => {
    expect(markdownHeadings('## Hi <b>there</b> ![alt](x.png)')).toEqual([
      { depth: 2, text: 'Hi there ', id: 'user-content-hi-there-' },
    ]);
  });
});

describe('markdownPlainText and markdownExcerpt', () => {
  it('keeps the words of every block, one block a line, without markup or addresses', () => {
    const text = [
      '**Bold** and [a link](https://example.com)',
      '',
      '- one',
      '- two',
      '',
      '| Place | Prize |',
      '| --- | --- |',
      '| 1st | $120 |',
      '',
      '<script>alert(1)</script>',
    ].join('\n');
    expect(markdownPlainText(text)).toBe('Bold and a link\none\ntwo\nPlace Prize\n1st $120');
  });

  it('cuts at a word with an ellipsis, within the length', () => {
    const excerpt = markdownExcerpt('word '.repeat(100), 30);
    expect(excerpt.length).toBeLessThanOrEqual(30);
    expect(excerpt).toMatch(/^(word )+word…$/);
    expect(markdownExcerpt('Short one.', 30)).toBe('Short one.');
  });
});
