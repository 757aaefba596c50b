// A commissioner's text written to attack the members who read it, and what the HTML the server
// answers for it must never hold: the API tests of the announcements and the rulebook post it and
// check their answers' `html` (what every member's page shows as it is).
import { expect } from 'vitest';
import { RENDERED_ID_PREFIX } from '../../common/markdown-html';

export const HOSTILE_MARKDOWN = [
  '# root',
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)"> ![pixel](https://example.com/pixel.png)',
  '<a href="https://example.com" onclick="alert(1)">raw</a> <div onmouseover="alert(1)">hover</div>',
  '[js](javascript:alert(1)) [entity](jav&#x61;script:alert(1)) <javascript:alert(1)>',
  '<iframe src="https://example.com"></iframe><style>body{display:none}</style>',
  '## __proto__ <span id="app">x</span>',
  '| Place | Prize |\n| - | - |\n| <b onclick="x()">1st</b> | $120 |',
].join('\n\n');

/** No script, no event handler, no javascript: address, no image or frame; every id behind the prefix. */
export function expectSafeHtml(html: string): void {
  expect(html).not.toMatch(/<script|<img|<iframe|<style|<object|<embed/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  // A refused link's words may read "javascript:", as text; no attribute holds such an address.
  expect(html).not.toMatch(/="\s*javascript:/i);
  const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!);
  for (const href of hrefs) expect(href, href).toMatch(/^(https?:|mailto:|#|\/(?!\/))/);
  expect(html).not.toContain('pixel.png');
  const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(id.startsWith(RENDERED_ID_PREFIX), id).toBe(true);
}
