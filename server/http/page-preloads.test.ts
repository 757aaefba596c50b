import { describe, expect, it } from 'vitest';
import { pagePreloadTags } from './page-preloads';

describe('pagePreloadTags', () => {
  const manifest = {
    '_index.js': { file: 'assets/index.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_select.js': { file: 'assets/select.js', imports: ['_react.js', '_radix.js'] },
    '_radix.js': { file: 'assets/radix.js', imports: ['_select.js'] },
    'src/features/draft-board/DraftBoardPage.tsx': {
      file: 'assets/DraftBoardPage.js',
      imports: ['_index.js', '_select.js'],
    },
  };

  const template = '<head><script type="module" crossorigin src="/assets/index.js"></script></head>';

  it("lists the pages' chunks and every chunk they import, without those the page's own scripts load, each once", () => {
    expect(
      pagePreloadTags(
        manifest,
        ['features/draft-board/DraftBoardPage', 'features/draft-board/DraftBoardPage'],
        template,
      ),
    ).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/DraftBoardPage.js">',
        '<link rel="modulepreload" crossorigin href="/assets/select.js">',
        '<link rel="modulepreload" crossorigin href="/assets/radix.js">',
      ].join(''),
    );
  });

  it('is empty for a page the build does not have', () => {
    expect(pagePreloadTags(manifest, ['features/history/HistoryPage'], template)).toBe('');
  });
});
