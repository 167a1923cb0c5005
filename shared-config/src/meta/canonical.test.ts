import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical';

const SITE = 'https://chainwork.example';

describe('canonicalUrl', () => {
  it.each([
    ['/', SITE],
    ['', SITE],
    ['/about', `${SITE}/about`],
    ['/about/', `${SITE}/about`],
    ['/about///', `${SITE}/about`],
    ['/jobs/senior-rust-engineer?utm_source=x', `${SITE}/jobs/senior-rust-engineer`],
    ['/blog#top', `${SITE}/blog`],
    ['/blog/?a=1#b', `${SITE}/blog`],
    ['https://evil.example/about?x=1', `${SITE}/about`],
    ['//double//slashes/', `${SITE}/double/slashes`],
  ])('%s -> %s', (path, expected) => {
    expect(canonicalUrl(SITE, path)).toBe(expected);
  });

  it('ignores a trailing slash on the configured site URL', () => {
    expect(canonicalUrl(`${SITE}/`, '/terms')).toBe(`${SITE}/terms`);
  });
});
