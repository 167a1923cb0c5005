import { describe, expect, it } from 'vitest';
import { headingIds, slugifyHeading } from './heading-ids';
import { isBlogMedia, safePostUrl } from './post-urls';

describe('headingIds', () => {
  it('gives each heading a GitHub-style id by line, numbering repeats and skipping code', () => {
    const markdown = [
      '## What the *offer* says',
      'text',
      '```sh',
      '# not a heading',
      '```',
      '### Vesting & cliffs',
      '## What the offer says',
    ].join('\n');
    expect([...headingIds(markdown)]).toEqual([
      [1, 'what-the-offer-says'],
      [6, 'vesting-cliffs'],
      [7, 'what-the-offer-says-1'],
    ]);
    expect(slugifyHeading('???')).toBe('section');
  });
});

describe('safePostUrl', () => {
  it('passes site paths, fragments, http(s) and mailto, and empties everything else', () => {
    for (const ok of ['/blog/a', '/#job-search', '#vesting', 'https://example.org/x', 'mailto:hello@example.org'])
      expect(safePostUrl(ok)).toBe(ok);
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example/x', 'vbscript:x'])
      expect(safePostUrl(bad)).toBe('');
  });

  it('shows images of the blog media only', () => {
    expect(isBlogMedia('/blog/media/chart.svg')).toBe(true);
    expect(isBlogMedia('/blog/media/../secret')).toBe(false);
    expect(isBlogMedia('https://tracker.example/p.gif')).toBe(false);
  });
});
