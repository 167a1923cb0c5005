import { env } from 'cloudflare:workers';
import { TRPCError } from '@trpc/server';
import { JOB_SEARCH_PAGE_SIZE, JOB_SLUG_MAX_LENGTH, JOB_VALIDITY_MS, matchRoute, type DescriptionNode } from '@chainwork/shared-config';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedRoutes } from '../feeds/feed-routes';
import { jsonFeedSchema } from '../feeds/json-feed';
import { generateJobs } from '../seed/generate';
import { callerAt, DAY_MS, isLive, NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';

type Caller = ReturnType<typeof callerAt>;

/** Follows nextCursor to the end; returns every slug in the order served. */
async function readAllPages(caller: Caller, limit: number): Promise<string[]> {
  const slugs: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages += 1) {
    const page: Awaited<ReturnType<Caller['jobs']['search']>> = await caller.jobs.search({ limit, cursor });
    slugs.push(...page.items.map((job) => job.Pretty_url));
    if (!page.nextCursor) return slugs;
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

describe('jobs.search', () => {
  beforeEach(resetJobs);

  it('pages through every live published job newest first, with no duplicates or gaps', async () => {
    const jobs = generateJobs({ count: 240, seed: 7, now: NOW });
    await seedJobs(jobs);
    // Inserted oldest first, so a later index means a larger id: the tiebreak for equal dates.
    const expected = jobs
      .map((job, index) => ({ job, index }))
      .filter(({ job }) => isLive(job))
      .sort((a, b) => b.job.postedAt.getTime() - a.job.postedAt.getTime() || b.index - a.index)
      .map(({ job }) => job.slug);

    const served = await readAllPages(callerAt(), 7);
    expect(expected.length).toBeGreaterThan(50);
    expect(served).toEqual(expected);
  });

  it('orders jobs with the same Date by id, newest id first, across a page boundary', async () => {
    const sameAge = { ageMs: 2 * DAY_MS };
    await seedJobs([testJob('tie-a', sameAge), testJob('tie-b', sameAge), testJob('tie-c', sameAge), testJob('newest', { ageMs: 1000 })]);
    const caller = callerAt();
    const first = await caller.jobs.search({ limit: 2 });
    expect(first.items.map((j) => j.Pretty_url)).toEqual(['newest', 'tie-c']);
    const second = await caller.jobs.search({ limit: 2, cursor: first.nextCursor });
    expect(second.items.map((j) => j.Pretty_url)).toEqual(['tie-b', 'tie-a']);
    expect(second.nextCursor).toBeNull();
  });

  it('counts live published jobs in total, on every page', async () => {
    const jobs = generateJobs({ count: 120, seed: 11, now: NOW });
    await seedJobs(jobs);
    const live = jobs.filter((job) => isLive(job)).length;
    const caller = callerAt();
    const first = await caller.jobs.search({ limit: 5 });
    const second = await caller.jobs.search({ limit: 5, cursor: first.nextCursor });
    expect(first.total).toBe(live);
    expect(second.total).toBe(live);
  });

  it('leaves out expired, draft and removed jobs, with expiry exactly at Date + 30 days', async () => {
    await seedJobs([
      testJob('live-fresh', { ageMs: 1000 }),
      testJob('live-last-millisecond', { ageMs: JOB_VALIDITY_MS - 1 }),
      testJob('expired-at-boundary', { ageMs: JOB_VALIDITY_MS }),
      testJob('expired-long-ago', { ageMs: 45 * DAY_MS }),
      testJob('draft', { status: 'draft' }),
      testJob('removed', { status: 'removed' }),
    ]);
    const page = await callerAt().jobs.search({});
    expect(page.items.map((j) => j.Pretty_url)).toEqual(['live-fresh', 'live-last-millisecond']);
    expect(page.total).toBe(2);
    expect(page.nextCursor).toBeNull();
  });

  it('defaults to JOB_SEARCH_PAGE_SIZE items and accepts no input at all', async () => {
    await seedJobs(Array.from({ length: JOB_SEARCH_PAGE_SIZE + 3 }, (_, i) => testJob(`job-${i}`, { ageMs: (i + 1) * 60_000 })));
    const page = await callerAt().jobs.search();
    expect(page.items).toHaveLength(JOB_SEARCH_PAGE_SIZE);
    expect(page.nextCursor).not.toBeNull();
  });

  it('returns the JobSummary shape with Dates, the location label and tags in order', async () => {
    await seedJobs([testJob('shape-check', { tags: ['zero-knowledge', 'rust', 'cryptography'] })]);
    const [job] = (await callerAt().jobs.search({})).items;
    expect(job).toEqual({
      id: expect.any(Number),
      Pretty_url: 'shape-check',
      Title: 'Senior Solidity Engineer',
      Company: 'Quillfeather Finance',
      companySlug: 'quillfeather-finance',
      companyLogo: null,
      Date: new Date(NOW.getTime() - DAY_MS),
      Location: 'Remote (Europe)',
      standardized_location: 'remote-europe',
      locationLabel: 'Remote (Europe)',
      numeric_salary: 150_000,
      salaryMin: 130_000,
      salaryMax: 170_000,
      salaryCurrency: 'USD',
      tags: ['zero-knowledge', 'rust', 'cryptography'],
      employmentType: 'FULL_TIME',
      seniority: 'senior',
      featuredUntil: null,
      employerVerified: false,
      origin: 'posted',
      pay: null,
    });
    expect(job!.Date).toBeInstanceOf(Date);
  });

  it('keeps later pages stable while new jobs are posted between fetches', async () => {
    const jobs = generateJobs({ count: 150, seed: 3, now: NOW }).map((job) => ({ ...job, status: 'published' as const }));
    await seedJobs(jobs);
    const caller = callerAt();
    const expected = await readAllPages(caller, 9);

    const served: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const page: Awaited<ReturnType<Caller['jobs']['search']>> = await caller.jobs.search({ limit: 9, cursor });
      served.push(...page.items.map((j) => j.Pretty_url));
      cursor = page.nextCursor;
      // New jobs arrive with the current Date (never older than the newest: the database
      // refuses that), so they sort before every cursor and must not appear in later pages.
      await seedJobs([testJob(`fresh-${round}`, { ageMs: 0 }), testJob(`fresh-twin-${round}`, { ageMs: 0 })]);
      round += 1;
    } while (cursor);

    expect(served).toEqual(expected);
    expect(new Set(served).size).toBe(served.length);
  });

  it('rejects a malformed cursor as BAD_REQUEST', async () => {
    await expect(callerAt().jobs.search({ cursor: 'not-a-cursor' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid cursor',
    });
  });
});

describe('jobs.bySlug', () => {
  beforeEach(resetJobs);

  it('returns the whole job, live, with validThrough = Date + 30 days', async () => {
    await seedJobs([testJob('live-job', { ageMs: 3 * DAY_MS, companyUrl: 'https://quillfeather-finance.example' })]);
    const job = await callerAt().jobs.bySlug({ slug: 'live-job' });
    expect(job.Pretty_url).toBe('live-job');
    expect(job.Description).toContain('## About us');
    expect(job.applyUrl).toBe('https://quillfeather-finance.example/careers/live-job');
    expect(job.companyUrl).toBe('https://quillfeather-finance.example');
    expect(job.validThrough).toEqual(new Date(job.Date.getTime() + JOB_VALIDITY_MS));
    expect(job.expired).toBe(false);
  });

  it('returns an expired published job with expired: true', async () => {
    await seedJobs([testJob('old-job', { ageMs: 31 * DAY_MS })]);
    const job = await callerAt().jobs.bySlug({ slug: 'old-job' });
    expect(job.expired).toBe(true);
    expect(job.validThrough.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('returns a closed (removed) job with closed: true, for the 410 page', async () => {
    await seedJobs([testJob('closed-job', { status: 'removed' })]);
    const job = await callerAt().jobs.bySlug({ slug: 'closed-job' });
    expect(job.closed).toBe(true);
    expect(job.Title).toBe('Senior Solidity Engineer');
  });

  it.each(['no-such-job', 'draft-job'])('answers NOT_FOUND "Job not found" for %s', async (slug) => {
    await seedJobs([testJob('draft-job', { status: 'draft' })]);
    const error = await callerAt()
      .jobs.bySlug({ slug })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Job not found' });
  });

  it("accepts a slug of JOB_SLUG_MAX_LENGTH characters and refuses a longer one, as the gateway's job paths do", async () => {
    const longest = await callerAt()
      .jobs.bySlug({ slug: 'a'.repeat(JOB_SLUG_MAX_LENGTH) })
      .catch((e: unknown) => e);
    expect(longest).toMatchObject({ code: 'NOT_FOUND' });
    const tooLong = await callerAt()
      .jobs.bySlug({ slug: 'a'.repeat(JOB_SLUG_MAX_LENGTH + 1) })
      .catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ code: 'BAD_REQUEST' });
    expect(matchRoute(`/jobs/${'a'.repeat(JOB_SLUG_MAX_LENGTH + 1)}`)).toBeNull();
  });
});

/** Every element of a description tree, depth first. */
const elementsOf = (nodes: readonly DescriptionNode[]): Exclude<DescriptionNode, string>[] =>
  nodes.flatMap((node) => (typeof node === 'string' ? [] : [node, ...elementsOf(node.c ?? [])]));

describe('jobs.bySlug: the description rendered for the page', () => {
  beforeEach(resetJobs);

  it('answers the markdown and its tree side by side', async () => {
    await seedJobs([testJob('live-job')]);
    const job = await callerAt().jobs.bySlug({ slug: 'live-job' });
    expect(job.Description).toBe('## About us\n\nWe build lending markets.\n\n- Write Solidity\n- Review code');
    expect(job.descriptionTree).toEqual([
      { t: 'h2', c: ['About us'] },
      { t: 'p', c: ['We build lending markets.'] },
      {
        t: 'ul',
        c: [
          { t: 'li', c: ['Write Solidity'] },
          { t: 'li', c: ['Review code'] },
        ],
      },
    ]);
  });

  it('leaves hostile markup out of the tree: raw HTML, unsafe targets however written, pictures', async () => {
    const descriptionMd = [
      '# Hello <script>alert(1)</script>',
      '',
      '<img src="x" onerror="alert(1)">',
      '',
      '<iframe src="https://evil.example"></iframe>',
      '',
      '[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [ent](&#106;avascript:alert(1)) [hex](&#x6A;avascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=) [ref][evil] [pic ref][pixel] <javascript:alert(1)> [rel](/admin)',
      '[ok](https://acme.example/apply) <mailto:jobs@acme.example>',
      '',
      '![Team photo](https://tracker.example/pixel.gif)',
      '',
      '- one',
      '  - nested <b onclick="x">bold</b>',
      '    1. deeper',
      '',
      '```html',
      '<script>kept as code text</script>',
      '```',
      '',
      '[evil]: javascript:alert(1)',
      '[pixel]: DATA:image/svg+xml,x',
    ].join('\n');
    await seedJobs([testJob('hostile-job', { descriptionMd })]);
    const { descriptionTree } = await callerAt().jobs.bySlug({ slug: 'hostile-job' });
    const elements = elementsOf(descriptionTree);

    expect(new Set(elements.map((element) => element.t))).toEqual(new Set(['h2', 'p', 'a', 'img', 'ul', 'li', 'ol', 'pre', 'code']));
    expect(elements.filter((element) => element.href !== undefined).map((element) => element.href)).toEqual([
      'https://acme.example/apply',
      'mailto:jobs@acme.example',
    ]);
    // Refused links keep their words and nothing else.
    const refused = elements.filter((element) => element.t === 'a' && element.href === undefined);
    expect(refused.map((link) => link.c)).toEqual([
      ['js'],
      ['JS'],
      ['ent'],
      ['hex'],
      ['data'],
      ['ref'],
      ['pic ref'],
      ['javascript:alert(1)'],
      ['rel'],
    ]);
    expect(elements.find((element) => element.t === 'img')).toEqual({ t: 'img', alt: 'Team photo' });
    expect(descriptionTree[0]).toEqual({ t: 'h2', c: ['Hello alert(1)'] });
    expect(descriptionTree.find((node) => typeof node !== 'string' && node.t === 'ul')).toEqual({
      t: 'ul',
      c: [{ t: 'li', c: ['one', { t: 'ul', c: [{ t: 'li', c: ['nested bold', { t: 'ol', c: [{ t: 'li', c: ['deeper'] }] }] }] }] }],
    });
    expect(descriptionTree.at(-1)).toEqual({ t: 'pre', c: [{ t: 'code', c: ['<script>kept as code text</script>\n'] }] });
    const wire = JSON.stringify(descriptionTree);
    for (const gone of ['onerror', 'onclick', 'iframe', 'tracker.example', 'evil.example', '"href":"javascript', '"href":"data'])
      expect(wire).not.toContain(gone);
  });

  it('is not in search results or feeds, which never show a description as a page', async () => {
    await seedJobs([testJob('live-job')]);
    const caller = callerAt();
    const [searched] = (await caller.jobs.search({})).items;
    expect(searched).not.toHaveProperty('descriptionTree');
    // The job feeds are the api's routes: an item is the job's one-line summary, never its description.
    const feed = jsonFeedSchema.parse(await (await feedRoutes({ now: () => NOW }).request('/feed.json', {}, env)).json());
    expect(feed.items.map((item) => item.url)).toEqual([expect.stringMatching(/\/jobs\/live-job$/)]);
    expect(feed.items[0]).not.toHaveProperty('descriptionTree');
    expect(feed.items[0]!.content_text).not.toContain('About us');
  });
});

describe('jobs schema', () => {
  beforeEach(resetJobs);

  it('derives expires_at from posted_at with shared-config JOB_VALIDITY_MS', async () => {
    await seedJobs([testJob('expiry-check')]);
    const row = await env.DB.prepare('SELECT expires_at - posted_at AS validity FROM jobs WHERE slug = ?1')
      .bind('expiry-check')
      .first<{ validity: number }>();
    expect(row?.validity).toBe(JOB_VALIDITY_MS);
  });

  it('finds the first live id with one lookup in the posted_at index', async () => {
    const plan = await env.DB.prepare('EXPLAIN QUERY PLAN SELECT id FROM jobs WHERE posted_at > ?1 ORDER BY posted_at, id LIMIT 1')
      .bind(0)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join('\n');
    expect(details).toContain('jobs_by_posted_at');
    expect(details).not.toContain('TEMP B-TREE');
  });
});
