import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandinBoards, type StandinServer } from './server';

let standin: StandinServer;

beforeAll(async () => {
  standin = await startStandinBoards({ port: 0, now: Date.UTC(2026, 5, 15, 12) });
});
afterAll(() => standin.close());
beforeEach(() => standin.state.reset());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${standin.url}${path}`, { headers });
const getJson = async <T = unknown>(path: string): Promise<T> => {
  const res = await get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const control = (action: string, body: unknown) =>
  fetch(`${standin.url}/__control/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A raw request, for headers fetch will not let a caller set (Host, Origin). */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  const url = new URL(standin.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

type GreenhouseJob = {
  id: number;
  title?: string;
  location: { name: string };
  content?: string;
  pay_input_ranges?: Array<{ min_cents: number; max_cents: number; currency_type: string; title: string }>;
};
type LeverPosting = {
  id: string;
  text: string;
  workplaceType: string;
  salaryRange?: { interval: string; currency: string; min: number };
  categories: { location: string };
};
type AshbyJob = { id: string; isListed: boolean; compensation?: { summaryComponents: Array<{ compensationType: string }> } };

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('Greenhouse boards', () => {
  it('lists jobs in the job board format, with content, departments and pay in cents only with content=true', async () => {
    const plain = await getJson<{ jobs: GreenhouseJob[]; meta: { total: number } }>('/greenhouse/v1/boards/zkforge/jobs');
    expect(plain.meta.total).toBe(plain.jobs.length);
    expect(plain.jobs[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), location: { name: expect.any(String) } });
    expect(plain.jobs[0]).not.toHaveProperty('content');
    const full = await getJson<{ jobs: GreenhouseJob[] }>('/greenhouse/v1/boards/zkforge/jobs?content=true');
    expect(full.jobs[0]!.content).toMatch(/^&lt;p&gt;/);
    const ranges = full.jobs.flatMap((j) => j.pay_input_ranges ?? []);
    expect(ranges.map((r) => r.title)).toEqual(expect.arrayContaining(['Annual Salary Range', 'Hourly Pay Range']));
    for (const r of ranges) expect(r.min_cents % 100).toBe(0);
    expect(full.jobs.some((j) => j.location.name.startsWith('Hybrid - '))).toBe(true);
  });

  it('serves the malformed board with jobs that have no title, and 404 for an unknown board', async () => {
    const broken = await getJson<{ jobs: GreenhouseJob[] }>('/greenhouse/v1/boards/kelpie/jobs?content=true');
    expect(broken.jobs.length).toBeGreaterThan(0);
    for (const job of broken.jobs) expect(job).not.toHaveProperty('title');
    expect((await get('/greenhouse/v1/boards/nobody/jobs')).status).toBe(404);
  });
});

describe('Lever boards', () => {
  it('answers a bare array paged by skip and limit until a short page', async () => {
    const all = await getJson<LeverPosting[]>('/lever/v0/postings/lumenledger?mode=json');
    const pages: LeverPosting[] = [];
    for (let skip = 0; ; skip += 10) {
      const page = await getJson<LeverPosting[]>(`/lever/v0/postings/lumenledger?mode=json&skip=${skip}&limit=10`);
      pages.push(...page);
      if (page.length < 10) break;
    }
    expect(pages.map((p) => p.id)).toEqual(all.map((p) => p.id));
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });

  it("has salary ranges per year and per hour, onsite jobs, and Lever's 404", async () => {
    const postings = await getJson<LeverPosting[]>('/lever/v0/postings/lumenledger?mode=json');
    expect(new Set(postings.flatMap((p) => (p.salaryRange ? [p.salaryRange.interval] : [])))).toEqual(
      new Set(['per-year-salary', 'per-hour-wage']),
    );
    expect(postings.some((p) => p.workplaceType === 'onsite')).toBe(true);
    const fennec = await getJson<LeverPosting[]>('/lever/v0/postings/fennecpay?mode=json');
    expect(fennec.some((p) => p.salaryRange?.currency === 'GBP' && p.salaryRange.interval === 'per-month-salary')).toBe(true);
    const missing = await get('/lever/v0/postings/nobody?mode=json');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ ok: false, error: 'Document not found' });
  });
});

describe('Ashby boards', () => {
  it('lists jobs with isListed, and compensation (Salary not first) only when asked', async () => {
    const plain = await getJson<{ apiVersion: string; jobs: AshbyJob[] }>('/ashby/posting-api/job-board/tidepool');
    expect(plain.apiVersion).toBe('1');
    expect(plain.jobs.some((j) => !j.isListed)).toBe(true);
    expect(plain.jobs[0]).not.toHaveProperty('compensation');
    const paid = await getJson<{ jobs: AshbyJob[] }>('/ashby/posting-api/job-board/tidepool?includeCompensation=true');
    const components = paid.jobs.map((j) => j.compensation!.summaryComponents).filter((c) => c.length > 0);
    expect(components.length).toBeGreaterThan(0);
    for (const c of components) expect(c.map((x) => x.compensationType)).toEqual(['EquityPercentage', 'Salary']);
  });

  it('answers an unknown board with a plain-text 404', async () => {
    const res = await get('/ashby/posting-api/job-board/nobody');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('Not Found');
  });
});

describe('careers pages', () => {
  it('holds one JobPosting per listed job, in an @graph or one script each', async () => {
    const state = standin.state;
    const graphPage = await (await get('/careers/meridian-dao')).text();
    const [graph] = jsonLdBlocks(graphPage) as Array<{ '@graph': Array<{ '@type': string }> }>;
    expect(graph!['@graph'].filter((n) => n['@type'] === 'JobPosting')).toHaveLength(
      state.board('jsonld', '/careers/meridian-dao')!.jobs.length,
    );
    const scripts = jsonLdBlocks(await (await get('/careers/saltglass')).text()) as Array<{
      '@type': string;
      hiringOrganization?: unknown;
    }>;
    const postings = scripts.filter((s) => s['@type'] === 'JobPosting');
    expect(postings).toHaveLength(state.board('jsonld', '/careers/saltglass')!.jobs.length);
    expect(postings.some((p) => typeof p.hiringOrganization === 'string')).toBe(true);
    expect((await get('/careers/nobody')).status).toBe(404);
  });

  it('keeps a description that says </script> inside its script element', async () => {
    const board = standin.state.board('jsonld', '/careers/saltglass')!;
    await control('change', {
      provider: 'jsonld',
      board: '/careers/saltglass',
      externalId: board.jobs[0]!.externalId,
      description: '<p>a</script><script>alert(1)</script></p>',
    });
    const blocks = jsonLdBlocks(await (await get('/careers/saltglass')).text()) as Array<{ description?: string }>;
    expect(blocks.some((b) => b.description === '<p>a</script><script>alert(1)</script></p>')).toBe(true);
  });
});

describe('ETag and If-None-Match', () => {
  it('answers 304 to a matching tag (strong or weak spelling) and 200 once the board changed', async () => {
    const path = '/greenhouse/v1/boards/nodewarden/jobs?content=true';
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await get(path)).headers.get('etag')).toBe(etag);
    const cached = await get(path, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    expect((await get(path, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await get(path, { 'if-none-match': '"other"' })).status).toBe(200);
    const id = standin.state.board('greenhouse', 'nodewarden')!.jobs[0]!.externalId;
    await control('change', { provider: 'greenhouse', board: 'nodewarden', externalId: id, title: 'Head of Validators' });
    const changed = await get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it("tags every provider's answer", async () => {
    for (const path of ['/lever/v0/postings/zkforge?mode=json', '/ashby/posting-api/job-board/orbitrelay', '/careers/meridian-dao']) {
      const etag = (await get(path)).headers.get('etag')!;
      expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    }
  });
});

describe('the control API', () => {
  it('removes a job from its board', async () => {
    const [job] = await getJson<LeverPosting[]>('/lever/v0/postings/fennecpay?mode=json');
    expect((await control('remove', { provider: 'lever', board: 'fennecpay', externalId: job!.id })).status).toBe(200);
    const after = await getJson<LeverPosting[]>('/lever/v0/postings/fennecpay?mode=json');
    expect(after.map((p) => p.id)).not.toContain(job!.id);
    expect((await control('remove', { provider: 'lever', board: 'fennecpay', externalId: job!.id })).status).toBe(404);
  });

  it('changes a title, adds a job, and reset brings the generated boards back', async () => {
    const before = await getJson<{ jobs: GreenhouseJob[] }>('/greenhouse/v1/boards/quartzline/jobs');
    const id = before.jobs[1]!.id;
    await control('change', { provider: 'greenhouse', board: 'quartzline', externalId: id, title: 'Head of Custody Operations' });
    const added = (await (
      await control('add', { provider: 'greenhouse', board: 'quartzline', title: 'Market Risk Analyst', place: 'vienna' })
    ).json()) as { externalId: string };
    const after = await getJson<{ jobs: GreenhouseJob[] }>('/greenhouse/v1/boards/quartzline/jobs');
    expect(after.jobs.find((j) => j.id === id)!.title).toBe('Head of Custody Operations');
    expect(after.jobs.find((j) => String(j.id) === added.externalId)).toMatchObject({
      title: 'Market Risk Analyst',
      location: { name: 'Vienna, Austria' },
    });
    await control('reset', {});
    expect(await getJson('/greenhouse/v1/boards/quartzline/jobs')).toEqual(before);
  });

  it('reports the state of every board', async () => {
    const state = await getJson<{ boards: Array<{ id: string; malformed: boolean; jobs: unknown[] }> }>('/__control/state');
    expect(state.boards.find((b) => b.id === 'greenhouse:kelpie')?.malformed).toBe(true);
    expect(state.boards.reduce((n, b) => n + b.jobs.length, 0)).toBeGreaterThanOrEqual(150);
  });

  it('refuses a bad body, an unknown board, a web page and a body that is not JSON', async () => {
    const bad = await control('change', { provider: 'lever', board: 'fennecpay', externalId: 'x' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('title or a description');
    expect((await control('remove', { provider: 'workday', board: 'x', externalId: '1' })).status).toBe(400);
    expect((await control('add', { provider: 'lever', board: 'nobody' })).status).toBe(404);
    const json = { 'content-type': 'application/json' };
    expect(
      (await raw('/__control/reset', { method: 'POST', headers: { ...json, origin: 'https://evil.example' }, body: '{}' })).status,
    ).toBe(403);
    expect((await raw('/__control/reset', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })).status).toBe(415);
  });
});

describe('loopback only', () => {
  it('refuses a Host that is not this machine (DNS rebinding)', async () => {
    expect((await raw('/greenhouse/v1/boards/zkforge/jobs', { headers: { host: 'evil.example:8790' } })).status).toBe(421);
    expect((await raw('/greenhouse/v1/boards/zkforge/jobs', { headers: { host: 'localhost:8790' } })).status).toBe(200);
  });

  it('will not listen on another interface', async () => {
    await expect(startStandinBoards({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/loopback only/);
  });
});
