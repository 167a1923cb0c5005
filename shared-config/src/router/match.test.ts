import { describe, expect, it } from 'vitest';
import { compilePath, matchRoutes, scorePath, type RouteObject } from './match';

const layout = (children: RouteObject[]): RouteObject => ({ element: 'layout', children });

describe('matchRoutes', () => {
  const routes: RouteObject[] = [
    layout([
      { path: '/', element: 'home' },
      { path: '/jobs/:slug', element: 'job' },
      { path: '/jobs/market-insights', element: 'insights' },
      { path: '/blog/:slug', element: 'post' },
      { path: '*', element: 'not found' },
    ]),
    layout([{ path: '/sign-in', element: 'sign in' }]),
  ];
  const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

  it('ranks a static path above a dynamic one, whatever their order', () => {
    expect(leaf('/jobs/market-insights')?.route.element).toBe('insights');
    expect(leaf('/jobs/solidity-engineer')).toMatchObject({ route: { element: 'job' }, params: { slug: 'solidity-engineer' } });
  });

  it('matches without regard to case or a trailing slash, and decodes params', () => {
    expect(leaf('/JOBS/Market-Insights/')?.route.element).toBe('insights');
    expect(leaf('/blog/caf%C3%A9')?.params.slug).toBe('café');
    expect(leaf('/blog/a%2Fb')?.params.slug).toBe('a/b');
  });

  it('falls back to the splat, with the rest of the path as its param', () => {
    expect(leaf('/no/such/page')).toMatchObject({ route: { element: 'not found' }, params: { '*': 'no/such/page' } });
  });

  it('returns the whole branch, outermost first, so each layout renders its child', () => {
    expect(matchRoutes(routes, '/sign-in')?.map((m) => m.route.element)).toEqual(['layout', 'sign in']);
  });

  it('matches a dynamic segment only when it is not empty, and nothing at all when no route does', () => {
    expect(leaf('/jobs/')?.route.element).toBe('not found');
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
  });
});

describe('scorePath and compilePath', () => {
  it('scores as React Router does', () => {
    expect(scorePath('/jobs/market-insights')).toBeGreaterThan(scorePath('/jobs/:slug'));
    expect(scorePath('/jobs/:slug')).toBeGreaterThan(scorePath('/*'));
  });

  it('escapes the characters of a pattern that mean something in a regular expression', () => {
    expect(compilePath('/rss.xml').matcher.test('/rssaxml')).toBe(false);
    expect(compilePath('/rss.xml').matcher.test('/rss.xml')).toBe(true);
  });
});
