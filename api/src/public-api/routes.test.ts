import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_CACHE_CONTROL } from '@chainwork/shared-config/public-api';
import { callerAt, NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';
import { companyListSchema, companySchema, errorSchema, jobListSchema, jobSchema, tagListSchema } from './schemas';
import { publicApiRoutes } from './routes';

const app = new Hono().route('/', publicApiRoutes({ now: () => NOW }));
const get = (path: string, headers: HeadersInit = {}) => app.request(path, { headers }, env);
const HOUR = 3_600_000;

beforeAll(async () => {
  await resetJobs();
  await seedJobs([
    testJob('solidity-lead', {
      title: 'Solidity Lead',
      company: 'Lumen Labs',
      tags: ['solidity', 'defi'],
      ageMs: 3 * HOUR,
      seniority: 'lead',
    }),
    testJob('rust-engineer', {
      title: 'Rust Engineer',
      company: 'Zk Forge',
      tags: ['rust', 'zk'],
      descriptionMd: 'We prove things in Rust.',
      ageMs: 2 * HOUR,
      numericSalary: null,
      salaryMin: null,
      salaryMax: null,
    }),
    testJob('solidity-auditor', { title: 'Solidity Auditor', company: 'Lumen Labs', tags: ['solidity', 'security'], ageMs: HOUR }),
  ]);
});

async function errorOf(response: Response) {
  return errorSchema.parse(await response.json()).error;
}

describe('GET /api/v1/jobs', () => {
  it("answers the site's search, shaped for outsiders (absolute links, ISO dates, salary with currency and interval)", async () => {
    const response = await get('/api/v1/jobs?q=solidity&sort=newest');
    expect(response.status).toBe(200);
    const page = jobListSchema.parse(await response.json());
    expect(page.items.map((job) => job.slug)).toEqual(['solidity-auditor', 'solidity-lead']);
    const [first] = page.items;
    expect(first!.url).toBe('http://127.0.0.1:8787/jobs/solidity-auditor');
    expect(first!.company).toMatchObject({ name: 'Lumen Labs', slug: 'lumen-labs', url: 'http://127.0.0.1:8787/companies/lumen-labs' });
    expect(first!.postedAt).toBe(new Date(NOW.getTime() - HOUR).toISOString());
    expect(first!.salary).toEqual({ min: 130_000, max: 170_000, currency: 'USD', interval: 'year' });
    expect(page).toMatchObject({ nextCursor: null, total: 2, totalIsExact: true });
  });

  it('lists exactly what the search procedure lists for the same filters, page by page with nextCursor', async () => {
    const site = await callerAt().jobs.search({ tags: ['solidity'], sort: 'newest', limit: 1 });
    const first = jobListSchema.parse(await (await get('/api/v1/jobs?tags=solidity&sort=newest&limit=1')).json());
    expect(first.items.map((job) => job.slug)).toEqual(site.items.map((job) => job.Pretty_url));
    expect(first.nextCursor).toBe(site.nextCursor);
    const second = jobListSchema.parse(
      await (await get(`/api/v1/jobs?tags=solidity&sort=newest&limit=1&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.items.map((job) => job.slug)).toEqual(['solidity-lead']);
    expect(second.nextCursor).toBeNull();
  });

  it('states no salary as null, and reads the site URL spelling of the filters (level, salary)', async () => {
    const all = jobListSchema.parse(await (await get('/api/v1/jobs')).json());
    expect(all.items.find((job) => job.slug === 'rust-engineer')!.salary).toBeNull();
    const leads = jobListSchema.parse(await (await get('/api/v1/jobs?level=lead&salary=100000')).json());
    expect(leads.items.map((job) => job.slug)).toEqual(['solidity-lead']);
  });

  it.each([
    ['salary=123', 'salary'],
    ['limit=500', 'limit'],
    ['limit=two', 'limit'],
    ['type=NOPE', 'type'],
    ['remote=mars', 'remote'],
    ['sort=oldest', 'sort'],
    ['colour=blue', 'colour'],
    ['q=a&q=b', 'q'],
    ['cursor=not-a-cursor', 'cursor'],
  ])('refuses %s with a 400 in the error shape naming %s', async (query, param) => {
    const response = await get(`/api/v1/jobs?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: 'bad_request', param });
    expect(error.message.startsWith(`${param}: `)).toBe(true);
  });
});

describe('GET /api/v1/jobs/{slug}', () => {
  it('answers one job with its description, apply link and validity', async () => {
    const response = await get('/api/v1/jobs/solidity-lead');
    expect(response.status).toBe(200);
    const job = jobSchema.parse(await response.json());
    expect(job).toMatchObject({ slug: 'solidity-lead', title: 'Solidity Lead', expired: false, closed: false, seniority: 'lead' });
    expect(job.description).toContain('We build lending markets.');
    expect(job.applyUrl).toBe('https://quillfeather-finance.example/careers/solidity-lead');
  });

  it('is a 404 in the error shape for an unknown or malformed slug, and a 400 for a parameter', async () => {
    for (const slug of ['no-such-job', 'Bad_Slug']) {
      const response = await get(`/api/v1/jobs/${slug}`);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'No job has this slug' });
    }
    expect(await errorOf(await get('/api/v1/jobs/solidity-lead?x=1'))).toMatchObject({ code: 'bad_request', param: 'x' });
  });
});

describe('companies and tags', () => {
  it('lists the directory and answers one company with its live jobs', async () => {
    const list = companyListSchema.parse(await (await get('/api/v1/companies?hiring=1')).json());
    expect(list.items.map((company) => [company.slug, company.openJobCount])).toEqual([
      ['lumen-labs', 2],
      ['zk-forge', 1],
    ]);
    const company = companySchema.parse(await (await get('/api/v1/companies/lumen-labs')).json());
    expect(company.openJobs.map((job) => job.slug).sort()).toEqual(['solidity-auditor', 'solidity-lead']);
    expect(company.url).toBe('http://127.0.0.1:8787/companies/lumen-labs');
    const missing = await get('/api/v1/companies/no-such-company');
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: 'not_found' });
    expect(await errorOf(await get('/api/v1/companies?ecosystem=pluto'))).toMatchObject({ code: 'bad_request', param: 'ecosystem' });
  });

  it('counts the tags of live jobs, most used first', async () => {
    const tags = tagListSchema.parse(await (await get('/api/v1/tags')).json());
    expect(tags.items[0]).toEqual({ tag: 'solidity', jobCount: 2 });
    expect(tags.items.map((t) => t.tag).sort()).toEqual(['defi', 'rust', 'security', 'solidity', 'zk']);
  });
});

describe('HTTP caching', () => {
  it('tags every answer and answers 304 to a matching If-None-Match, strong or weak', async () => {
    const first = await get('/api/v1/jobs?q=solidity');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const again = await get('/api/v1/jobs?q=solidity', { 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);
    }
    const other = await get('/api/v1/jobs?q=rust', { 'if-none-match': tag });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(tag);
  });
});

describe('CORS and methods', () => {
  it('answers a preflight from any origin for GET with the key and conditional headers', async () => {
    const response = await app.request(
      '/api/v1/jobs',
      {
        method: 'OPTIONS',
        headers: {
          origin: 'https://reader.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      },
      env,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('opens GET and HEAD to any origin, sets no cookie, and refuses writes with a 405 in the error shape', async () => {
    const response = await get('/api/v1/tags', { origin: 'https://reader.example', cookie: 'cw_session=abc' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(response.headers.get('set-cookie')).toBeNull();
    const head = await app.request('/api/v1/tags', { method: 'HEAD' }, env);
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(response.headers.get('etag'));
    const post = await app.request('/api/v1/jobs', { method: 'POST' }, env);
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await errorOf(post)).toMatchObject({ code: 'method_not_allowed' });
    const unknown = await get('/api/v1/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: 'not_found' });
  });
});

describe('failures', () => {
  it('masks an unexpected failure: the error shape, no stack, no SQL', async () => {
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error('near "SELECT": syntax error in SELECT secret FROM jobs');
        },
        batch: () => Promise.reject(new Error('near "SELECT": syntax error')),
      },
    };
    const quiet = console.error;
    console.error = () => {};
    try {
      const response = await app.request('/api/v1/tags', {}, broken);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'Internal error; please try again later' } });
      expect(text).not.toMatch(/SELECT|syntax|at /);
    } finally {
      console.error = quiet;
    }
  });
});
