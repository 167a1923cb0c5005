import { describe, expect, it } from 'vitest';
import { ROUTES } from '@chainwork/shared-config';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { FocusedLayout } from '../layouts/FocusedLayout';
import { pagesByLayout } from './registry';

describe('pagesByLayout', () => {
  const groups = pagesByLayout();
  const routed = [...groups.values()].flat();

  it('routes every entry of the route table except what the gateway serves', () => {
    const expected = ROUTES.filter((r) => !r.servedByGateway)
      .map((r) => r.path)
      .sort();
    expect(routed.map((p) => p.route.path).sort()).toEqual(expected);
    expect(routed.some((p) => p.route.path === '/rss.xml')).toBe(false);
  });

  it('uses the default layout unless a page brings its own', () => {
    expect(groups.get(FocusedLayout)?.map((p) => p.route.id)).toEqual(['signIn', 'signUp']);
    expect(groups.get(DefaultLayout)?.map((p) => p.route.id)).toContain('home');
  });
});
