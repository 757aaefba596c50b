import { describe, expect, it } from 'vitest';
import { assemblePage, headTags, parseIndexTemplate } from './index-page';

const html = `<html><head><meta charset="UTF-8" /><!--app-head--><title>Old</title><!--/app-head--><script type="module" src="/a.js"></script></head><body><div id="root"><!--app-html--></div></body></html>`;
const meta = {
  description: 'About',
  siteName: 'Huddle FFB Dashboard',
  url: 'https://h.example/',
  imageUrl: 'https://h.example/og-image.jpg',
};

describe('the page template', () => {
  it('puts the head, the app and the state at their markers, and the default head goes', () => {
    const page = assemblePage(parseIndexTemplate(html), {
      head: headTags('History · Huddle', meta),
      appHtml: '<main>app</main>',
      bodyEnd: '<script type="application/json">{}</script>',
    });
    expect(page).toContain('<title>History · Huddle</title>');
    expect(page).not.toContain('Old');
    expect(page).toContain('<meta name="description" content="About" />');
    expect(page.match(/og:title/g)).toHaveLength(1);
    expect(page).toContain('<meta property="og:url" content="https://h.example/" />');
    expect(page).toContain(
      '<div id="root"><main>app</main></div><script type="application/json">{}</script></body>',
    );
  });

  it('copies the parts literally: replacement patterns in a name are text', () => {
    const name = "Bust $` Mc$'Bustface $& $$ $1";
    const page = assemblePage(parseIndexTemplate(html), {
      head: headTags(name, meta),
      appHtml: `<p>${name}</p>`,
      bodyEnd: '',
    });
    expect(page).toContain(`<p>${name}</p>`);
    expect(page).toContain('<title>Bust $` Mc$&#39;Bustface $&amp; $$ $1</title>');
    expect(page.match(/<head>/g)).toHaveLength(1);
  });

  it('leaves the address out of the previews when there is none (PUBLIC_URL unset in production)', () => {
    const tags = headTags('x', { ...meta, url: null, imageUrl: null });
    expect(tags).not.toMatch(/og:url|og:image/);
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('escapes what it puts in the head: a name is text, never markup', () => {
    const tags = headTags('x', { ...meta, siteName: `"><script>alert('x')</script>` });
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('content="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"');
  });

  it('refuses a template without its markers', () => {
    expect(() => parseIndexTemplate('<html><head></head><body></body></html>')).toThrow(
      'index.html has no <!--app-head-->',
    );
  });
});
