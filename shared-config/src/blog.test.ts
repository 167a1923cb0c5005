import { describe, expect, it } from 'vitest';
import { blogListHref, readingMinutes } from './blog';
import { parseBlogListSearch } from './blog-params';
import { matchRoute, route } from './routes';

describe('blog routes', () => {
  it('matches the list, a post by slug and the feed, the feed before any slug', () => {
    expect(matchRoute('/blog')?.route.id).toBe('blog');
    expect(matchRoute('/blog/working-across-time-zones/')).toEqual({
      route: route('blogPost'),
      params: { slug: 'working-across-time-zones' },
    });
    expect(matchRoute('/blog/rss.xml')?.route.id).toBe('blogRss');
  });

  it('rejects malformed post slugs and nested paths', () => {
    expect(matchRoute('/blog/')?.route.id).toBe('blog');
    expect(matchRoute('/blog/Upper-Case')).toBeNull();
    expect(matchRoute('/blog/a/b')).toBeNull();
    expect(matchRoute('/blog/media/x.svg')).toBeNull();
  });
});

describe('the list state in the URL', () => {
  it('round-trips a tag and a page, leaving defaults out', () => {
    expect(blogListHref({ tag: 'security', page: 2 })).toBe('/blog?tag=security&page=2');
    expect(blogListHref({ page: 1 })).toBe('/blog');
    expect(parseBlogListSearch('?tag=security&page=2')).toEqual({ tag: 'security', page: 2 });
  });

  it('falls back to the defaults for invalid values', () => {
    expect(parseBlogListSearch('?tag=%3Cscript%3E&page=-3')).toEqual({ page: 1 });
    expect(parseBlogListSearch('?page=2.5')).toEqual({ page: 1 });
  });
});

describe('readingMinutes', () => {
  it('rounds at 230 words a minute, never below one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(230 * 4)).toBe(4);
    expect(readingMinutes(230 * 4 + 200)).toBe(5);
  });
});
