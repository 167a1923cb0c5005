import { hc } from 'hono/client';
import { expect, it } from 'vitest';
import type { ApiRoutes } from '@chainwork/api';

// A route path typed as `string` (a template literal without `as const`, a path from a function)
// turns the client into an index signature where any key compiles; tsc checks these lines.
it('names only the routes the api has', () => {
  const client = hc<ApiRoutes>('http://api.invalid');
  // @ts-expect-error: the api has no such route
  expect(client.noSuchRoute).toBeDefined();
  expect(client['rss.xml'].$url().pathname).toBe('/rss.xml');
  expect(client.api.v1.jobs.$url().pathname).toBe('/api/v1/jobs');
});
