/**
 * What the key lookup's 16 ms through the gateway is made of, timed from outside (inside a
 * Worker the clock stands still while it computes). On copies of bench/.state, two
 * `wrangler dev`: the site (gateway + the benchmark's api) and the benchmark's api alone,
 * then rounds of one request per row, shuffled per round, each row a step more of the path:
 *
 *   gateway /healthz              the runtime's HTTP hop and the gateway's common middleware
 *   gateway tRPC, no procedure    + the tRPC route's middleware (read budget, session, limits), refused before the api
 *   api /health                   the api Worker alone: its HTTP hop and Hono
 *   api tRPC, unknown procedure   + tRPC: the D1 session, the context, an error's serialisation
 *   api jobs.bySlug, missing slug + input parse and one D1 read by key (no row)
 *   api jobs.bySlug               + the job's row, its description rendered, output check, superjson
 *   gateway jobs.bySlug           the same through the gateway and the service binding
 *
 *   tsx bench/search/path-split.ts [--requests 300]
 * Loopback only; ports 8813-8816; the state copies in the system's temporary folder, removed at the end.
 */
import { cp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startDevServer, stopDevServer, waitForOk } from '@chainwork/tooling/lib/dev-server';
import { REPO_ROOT } from '@chainwork/tooling/lib/paths';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { startBudgetedSite } from '../search';
import { timedText } from './client';
import { roundOrder } from './rounds';
import type { Site } from './server';
import { percentile } from './stats';

const SITE_PORT = 8813;
const API_PORT = 8815;
const STATE_DIR = path.join(REPO_ROOT, 'bench/.state');
const BENCH_API_CONFIG = path.join(REPO_ROOT, 'api/wrangler.bench.jsonc');

interface Row {
  name: string;
  url: string;
  /** The answer's status this row expects (a refusal is the point of some rows). */
  status: number;
}

const trpc = (procedure: string, input: unknown) =>
  `${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;

function rows(site: string, api: string, slug: string): Row[] {
  return [
    { name: 'gateway /healthz', url: `${site}/healthz`, status: 200 },
    { name: 'gateway tRPC, no procedure', url: `${site}/api/trpc/`, status: 400 },
    { name: 'api /health', url: `${api}/health`, status: 200 },
    { name: 'api tRPC, unknown procedure', url: `${api}/trpc/${trpc('jobs.nothing', {})}`, status: 404 },
    { name: 'api jobs.bySlug, missing slug', url: `${api}/trpc/${trpc('jobs.bySlug', { slug: 'no-such-job-here' })}`, status: 404 },
    { name: 'api jobs.bySlug', url: `${api}/trpc/${trpc('jobs.bySlug', { slug })}`, status: 200 },
    {
      name: 'gateway jobs.bySlug, missing slug',
      url: `${site}/api/trpc/${trpc('jobs.bySlug', { slug: 'no-such-job-here' })}`,
      status: 404,
    },
    { name: 'gateway jobs.bySlug', url: `${site}/api/trpc/${trpc('jobs.bySlug', { slug })}`, status: 200 },
  ];
}

async function timed(row: Row): Promise<number> {
  const { ms, status } = await timedText(row.url);
  if (status !== row.status) throw new Error(`${row.name}: ${status}, expected ${row.status}`);
  return ms;
}

async function newestSlug(api: string): Promise<string> {
  const response = await fetch(`${api}/trpc/${trpc('jobs.search', { limit: 1 })}`);
  const body = (await response.json()) as Array<{ result?: { data?: { json?: { items?: Array<{ Pretty_url: string }> } } } }>;
  const slug = body[0]?.result?.data?.json?.items?.[0]?.Pretty_url;
  if (!slug) throw new Error('no job to look up: is bench/.state seeded (npm run bench:search)?');
  return slug;
}

export async function pathSplit(requests: number): Promise<void> {
  const siteDir = path.join(os.tmpdir(), 'chainwork-path-split-site');
  const apiDir = path.join(os.tmpdir(), 'chainwork-path-split-api');
  // Copies: two workerd processes on one D1 file contend for its lock, and bench:search keeps its own.
  for (const dir of [siteDir, apiDir]) {
    await rm(dir, { recursive: true, force: true });
    await cp(STATE_DIR, dir, { recursive: true });
  }
  const children: ChildProcess[] = [];
  let site: Site | null = null;
  try {
    const api = startDevServer([BENCH_API_CONFIG], API_PORT, API_PORT + 1, apiDir);
    children.push(api);
    // bench:search's site, with its stated read budget (one client sending every request).
    site = await startBudgetedSite(siteDir, SITE_PORT, SITE_PORT + 1);
    const siteOrigin = site.origin;
    const apiOrigin = `http://127.0.0.1:${API_PORT}`;
    await waitForOk(`${apiOrigin}/health`, api);
    const all = rows(siteOrigin, apiOrigin, await newestSlug(apiOrigin));
    for (const row of all) for (let i = 0; i < 10; i += 1) await timed(row);
    const samples = new Map<string, number[]>(all.map((row) => [row.name, []]));
    for (let round = 0; round < requests; round += 1) {
      for (const index of roundOrder(all.length, round, 11)) {
        const row = all[index]!;
        samples.get(row.name)!.push(await timed(row));
      }
    }
    console.log(`\nThe key lookup's path, step by step: ${requests} requests a row, sequential, in shuffled rounds\n`);
    console.log(`${'row'.padEnd(36)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}`);
    for (const row of all) {
      const values = samples.get(row.name)!;
      console.log(
        `${row.name.padEnd(36)} ${percentile(values, 50).toFixed(2).padStart(7)} ${percentile(values, 95).toFixed(2).padStart(7)}`,
      );
    }
  } finally {
    await Promise.all([...children.map(stopDevServer), site?.stop()]);
    for (const dir of [siteDir, apiDir]) await rm(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    const { values } = parseCommandLine({ args: process.argv.slice(2), options: { requests: { type: 'string' } } });
    await pathSplit(wholeNumberOption('requests', values.requests, { min: 10, max: 5000, fallback: 300 })!);
  }, 'Usage: tsx bench/search/path-split.ts [--requests 300]');
}
