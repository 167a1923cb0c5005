import { env } from 'cloudflare:workers';
import { MAX_QUERY_LENGTH, MAX_TAG_FILTERS } from '@chainwork/shared-config';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { bruteForceSearch, type StoredJob } from '../../test/brute-force';
import { callerAt, NOW, resetJobs, seedStoredJobs } from '../../test/fixtures';
import { searchTestJobs } from '../../test/search-data';
import { app } from '../index';

async function get(procedure: string, input: unknown): Promise<Response> {
  return app.request(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`, {}, env);
}

interface ErrorBody {
  error: { json: { message: string; data: { code: string; httpStatus: number; issues?: Array<{ path: string; message: string }> } } };
}

/** A clear BAD_REQUEST: status 400, the expected message, and nothing internal in the body. */
async function expectBadRequest(response: Response, message: string | RegExp): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(400);
  expect(text).not.toMatch(/SELECT|job_search|MATCH|SQLITE|D1_ERROR|fts5|\bstack\b|\.ts:\d+/i);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.error.json.data.code).toBe('BAD_REQUEST');
  expect(body.error.json.message).toMatch(message);
}

let jobs: StoredJob[];

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs(searchTestJobs(400));
});

describe('bad search inputs get a clear BAD_REQUEST', () => {
  it.each([
    ['an unknown remote scope', { remote: 'mars' }, 'remote: Unknown remote scope "mars"'],
    ['an unknown city', { city: 'atlantis' }, 'city: Unknown city "atlantis"'],
    ['an unknown seniority', { seniorities: ['wizard'] }, 'seniorities.0: Unknown seniority "wizard"'],
    ['an unknown employment type', { employmentTypes: ['GIG'] }, 'employmentTypes.0: Unknown employment type "GIG"'],
    ['an unknown date window', { posted: '1y' }, 'posted: Unknown date posted window "1y"'],
    ['an unknown sort', { sort: 'random' }, 'sort: Unknown sort "random"'],
    ['a salary floor off the list', { minSalary: 123 }, /^minSalary: Minimum salary must be one of /],
    ['a malformed tag', { tags: ['OK!'] }, 'tags.0: Tags are lowercase words joined by hyphens'],
    ['a malformed company', { company: 'Acme Inc' }, 'company: Company is a company slug'],
    ['an unknown key', { colour: 'red' }, /colour/],
    ['an oversized query', { q: 'x'.repeat(MAX_QUERY_LENGTH + 1) }, `q: Search text is limited to ${MAX_QUERY_LENGTH} characters`],
    ['too many tags', { tags: Array.from({ length: MAX_TAG_FILTERS + 1 }, (_, i) => `tag${i}`) }, `tags: At most ${MAX_TAG_FILTERS} tags`],
    ['a page size over the limit', { limit: 51 }, 'limit: must be at most 50'],
  ])('jobs.search with %s', async (_, input, message) => {
    await expectBadRequest(await get('jobs.search', input), message);
  });

  it.each([
    ['an unknown remote scope', { remote: 'mars' }],
    ['an unknown key', { sort: 'newest' }],
  ])('jobs.facets with %s', async (_, input) => {
    await expectBadRequest(await get('jobs.facets', input), /./);
  });

  it.each([
    ['garbage', '%%%not-a-cursor%%%'],
    ['valid base64 of nonsense', btoa('hello world')],
    ['the foundation cursor format', btoa('1780000000000.12').replace(/=+$/, '')],
    ['an oversized cursor', 'A'.repeat(500)],
  ])('jobs.search with a cursor that is %s', async (_, cursor) => {
    await expectBadRequest(await get('jobs.search', { cursor }), 'Invalid cursor');
  });

  it('refuses a tampered cursor and a cursor of another search or sort', async () => {
    const caller = callerAt(NOW);
    const page = await caller.jobs.search({ q: 'engineer', limit: 2 });
    const cursor = page.nextCursor!;
    const decoded = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const tampered = btoa(decoded.replace(/\.(\d+)\./, (_, id: string) => `.${Number(id) + 1}.`)).replace(/=+$/, '');
    await expectBadRequest(await get('jobs.search', { q: 'engineer', cursor: tampered }), 'Invalid cursor');
    await expectBadRequest(await get('jobs.search', { q: 'designer', cursor }), 'Invalid cursor');
    await expectBadRequest(await get('jobs.search', { q: 'engineer', sort: 'salary', cursor }), 'Invalid cursor');
    expect((await get('jobs.search', { q: 'engineer', cursor, limit: 7 })).status).toBe(200);
  });

  it('accepts the paging direction react-query adds to an infinite query', async () => {
    expect((await get('jobs.search', { limit: 3, cursor: null, direction: 'forward' })).status).toBe(200);
  });
});

describe('FTS5 syntax in the search text is matched as plain words', () => {
  const attempts = [
    '"',
    '""',
    '"unbalanced',
    '*',
    'rust*',
    'NEAR(rust solidity)',
    'NEAR(',
    'rust OR solidity',
    'OR',
    'AND AND',
    'NOT rust',
    '-rust',
    'solidity -engineer',
    'title:rust',
    ':',
    '{title}: rust',
    '(',
    ')',
    '(rust OR',
    'rust)',
    '^engineer',
    '+solidity',
    'col:*',
    "'; DROP TABLE jobs; --",
    'engineer\u0000',
    '\u202eengineer',
    '😀 engineer',
  ];
  it.each(attempts)('%j', async (q) => {
    // Over HTTP (the real clock): answered, never an error.
    const response = await get('jobs.search', { q, limit: 50 });
    expect(response.status, await response.clone().text()).toBe(200);
    // At the seed's clock: exactly the jobs holding the words, as the brute force finds them.
    const page = await callerAt(NOW).jobs.search({ q, limit: 50 });
    const expected = bruteForceSearch(jobs, { q }, NOW);
    expect(page.items.map((job) => job.id)).toEqual(expected.ids.slice(0, 50));
    expect(page.total).toBe(expected.total);
  });

  it('still finds the jobs whose titles hold FTS5 keywords', async () => {
    const page = await callerAt(NOW).jobs.search({ q: 'near or and' });
    expect(page.items.map((job) => job.Pretty_url)).toContain('near-or-and-engineer');
  });
});
