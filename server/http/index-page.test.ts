import { describe, expect, it } from 'vitest';
import { renderIndexPage } from './index-page';

const html = `<head><meta name="description" content="old" /><title>Old</title></head><body></body>`;
const meta = {
  title: 'Title',
  description: 'About',
  siteName: 'Huddle FFB Dashboard',
  url: 'https://h.example/',
  imageUrl: 'https://h.example/og-image.jpg',
};

describe('the page head', () => {
  it('replaces the title and description and adds the preview tags once', () => {
    const page = renderIndexPage(html, meta);
    expect(page).toContain('<meta name="description" content="About" />');
    expect(page).not.toContain('Old');
    expect(page.match(/og:title/g)).toHaveLength(1);
    expect(page).toContain('<meta property="og:url" content="https://h.example/" />');
  });

  it('escapes what it puts in: a league name is text, never markup', () => {
    const page = renderIndexPage(html, { ...meta, title: `"><script>alert('x')</script>` });
    expect(page).not.toContain('<script>');
    expect(page).toContain('<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</title>');
  });
});
