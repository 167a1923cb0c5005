/**
 * Can the import run in a second process on the site's local D1? The site (gateway + api) in
 * one `wrangler dev`, the importer (the api alone, importer-process.ts) in another, both on one
 * `--persist-to` folder. While the importer imports, visitors search the site and click apply
 * links (each click a write of the site's own: the job's counter row). Afterwards:
 *   - visibility: the site finds the imported jobs (FTS5) and counts them in its facets (its kept
 *     facet matrix patched from the change log, migration 0019), the same counts as the
 *     importer's process, which loads its matrix whole;
 *   - no write lost: the counter holds every click the site answered with its redirect, and the
 *     imported jobs are all there; no click refused; SQLite's and FTS5's integrity checks pass;
 *   - the file's locks, read from /proc/locks while both run.
 * Exit code 0 only when every check holds. With workerd 1.20260426 it does not: local D1 is
 * SQLite in WAL mode on SQLite's own unix VFS (POSIX locks, so the two processes do see each
 * other's commits) with no busy handler, and a D1 call meeting the other process's write lock
 * fails at once with SQLITE_BUSY, the site's searches and clicks included (docs/imports.md).
 *
 *   tsx bench/ingest/two-process-check.ts [--sources 30] [--count 2000] [--clickers 2]
 * Loopback only; ports 8884 (site), 8885 (importer), 8886 (boards), 9884-9885 (inspectors).
 * State in /tmp/h4-two-process, fresh each run.
 */
import { readFile, stat } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { SearchInput } from '@chainwork/shared-config';
import type { SqlDatabase } from '@chainwork/api/seed';
import { parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { API_CONFIG } from '@chainwork/tooling/lib/paths';
import { withPlatform } from '@chainwork/tooling/lib/platform';
import { startSite } from '../search/server';
import { timedQuery } from '../search/client';
import { startBoardServer } from './board-server';
import { benchSources, type BoardsPlan } from './boards';
import { startImporter } from './importer-process';
import { prepareIngestState } from './prepare';
import { parseImportLine, type ImportLine } from './report';
import { startSearchLoad } from './search-load';

const DIR = '/tmp/h4-two-process';
const PORTS = { site: 8884, importer: 8885, boards: 8886, siteInspector: 9884, importerInspector: 9885 } as const;

interface Clicks {
  redirected: number;
  refused: Array<{ status: number; body: string }>;
}

/** Apply clicks on one job through the gateway, one after another per clicker, until stopped. */
function startClicking(origin: string, slug: string, clickers: number): { stop(): Promise<Clicks> } {
  const clicks: Clicks = { redirected: 0, refused: [] };
  let stopping = false;
  const one = async () => {
    while (!stopping) {
      const response = await fetch(`${origin}/jobs/${slug}/apply`, { redirect: 'manual' }).catch(() => null);
      if (response?.status === 302) clicks.redirected += 1;
      else clicks.refused.push({ status: response?.status ?? 0, body: (await response?.text().catch(() => '')) ?? 'no answer' });
    }
  };
  const running = Promise.all(Array.from({ length: clickers }, one));
  return {
    stop: async () => {
      stopping = true;
      await running;
      return clicks;
    },
  };
}

/** /proc/locks lines on the D1 file and its WAL index (`-shm`), with the process holding each. */
async function locksOn(files: string[]): Promise<string[]> {
  const inodes = new Map<number, string>();
  for (const file of files) {
    const s = await stat(file).catch(() => null);
    if (s) inodes.set(s.ino, path.basename(file).replace(/^[0-9a-f]{12}[0-9a-f]+/, '<db>'));
  }
  const lines = (await readFile('/proc/locks', 'utf8')).split('\n');
  return lines.flatMap((line) => {
    const fields = line.trim().split(/\s+/);
    const inode = Number(fields[5]?.split(':')[2]);
    const name = inodes.get(inode);
    return name ? [`${name}: ${fields.slice(1, 5).join(' ')} pid ${fields[4]} ${fields.slice(6).join('-')}`] : [];
  });
}

function d1Files(): string[] {
  const folder = path.join(DIR, 'v3/d1/miniflare-D1DatabaseObject');
  const main = readdirSync(folder).find((f) => /^[0-9a-f]{64}\.sqlite$/.test(f))!;
  return [main, `${main}-wal`, `${main}-shm`].map((f) => path.join(folder, f));
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** tRPC on the api alone (the importer's process has no gateway, so no `/api` prefix). */
async function apiQuery<T>(origin: string, procedure: string, input: unknown): Promise<T> {
  const url = `${origin}/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok) throw new Error(`${procedure} answered ${response.status}: ${text.slice(0, 300)}`);
  const [item] = JSON.parse(text) as Array<{ result?: { data?: { json?: T } } }>;
  if (item?.result?.data?.json === undefined) throw new Error(`${procedure} answered no result: ${text.slice(0, 300)}`);
  return item.result.data.json;
}

export async function twoProcessCheck(options: { sources: number; count: number; clickers: number }): Promise<boolean> {
  const plan: BoardsPlan = { seed: 7, sources: options.sources, jobsPerSource: 40, now: Date.now() };
  const sources = benchSources(plan);
  const boards = await startBoardServer(plan, PORTS.boards);
  await prepareIngestState({ dir: DIR, seedCount: options.count, seed: 7, sources, log: (l) => console.log(l) });
  const slug = await withPlatform<{ DB: SqlDatabase }, string>(
    API_CONFIG,
    async ({ DB }) =>
      (await DB.prepare(`SELECT slug FROM jobs WHERE status = 'published' ORDER BY id DESC LIMIT 1`).first<{ slug: string }>())!.slug,
    DIR,
  );
  const importerLines: string[] = [];
  const reports: ImportLine[] = [];
  const site = await startSite({
    dir: DIR,
    port: PORTS.site,
    inspectorPort: PORTS.siteInspector,
    apiConfig: API_CONFIG,
    vars: ['RATE_LIMIT_SCALE:1000'],
  });
  const importer = await startImporter({
    dir: DIR,
    port: PORTS.importer,
    inspectorPort: PORTS.importerInspector,
    boardsUrl: boards.url,
    onOutput: (line) => {
      const report = parseImportLine(line);
      if (report) reports.push(report);
      else if (/error|busy|locked|retr/i.test(line)) {
        importerLines.push(line.slice(0, 300));
        console.error(`  importer: ${line.slice(0, 300)}`);
      }
    },
  });
  const verdicts: Array<[string, boolean, string]> = [];
  try {
    const facetsInput: SearchInput = { remote: 'worldwide' };
    await timedQuery(site.origin, 'jobs.facets', {}); // the site's matrix kept from before the import
    const search = startSearchLoad(site.origin);
    const clicking = startClicking(site.origin, slug, options.clickers);
    const run = await postJson<{ runId: number; sources: number }>(`${importer.origin}/internal/imports/run`, { all: true });
    const lockSamples: string[][] = [];
    for (;;) {
      lockSamples.push(await locksOn(d1Files()));
      const status = (await (await fetch(`${importer.origin}/internal/imports/run?runId=${run.runId}`)).json()) as { waiting: number };
      if (status.waiting === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const clicks = await clicking.stop();
    const searches = await search.stop();

    // Visibility on the site's side, right after the importer's last commit.
    const first = sources[0]!;
    type Facets = { companies: Array<{ value: string; count: number }> };
    const refused = (e: Error) => ({ error: e.message.slice(0, 160) });
    const found = await timedQuery<{ total: number }>(site.origin, 'jobs.search', { q: first.companyName, limit: 1 }).then(
      (r) => r.data,
      refused,
    );
    const siteFacets = await timedQuery<Facets>(site.origin, 'jobs.facets', facetsInput).then((r) => r.data, refused);
    const importerFacets = await apiQuery<Facets>(importer.origin, 'jobs.facets', facetsInput).catch(refused);

    const heldBoth = lockSamples.filter((sample) => new Set(sample.map((l) => l.split(' pid ')[1]?.split(' ')[0])).size > 1).length;
    console.log(
      `Locks seen on the D1 files (${lockSamples.length} samples, ${heldBoth} with both processes holding one); the first sample:`,
    );
    for (const line of lockSamples.find((s) => s.length) ?? []) console.log(`  ${line}`);
    console.log(`Importer: ${reports.length} sources reported, ${importerLines.length} error lines`);
    for (const line of importerLines.slice(0, 10)) console.log(`  ${line}`);
    console.log(
      `Site: ${clicks.redirected} apply clicks redirected, ${clicks.refused.length} refused; searches ${searches.ms.length}, failed ${searches.failed}`,
    );
    for (const refusal of clicks.refused.slice(0, 5)) console.log(`  refused ${refusal.status}: ${refusal.body.slice(0, 200)}`);

    verdicts.push([
      'every source imported',
      reports.length === options.sources && reports.every((r) => r.outcome === 'imported'),
      `${reports.length} reports`,
    ]);
    verdicts.push([
      'no click refused',
      clicks.refused.length === 0,
      `${clicks.refused.length} of ${clicks.redirected + clicks.refused.length}`,
    ]);
    verdicts.push(['no search failed', searches.failed === 0, `${searches.failed} of ${searches.ms.length + searches.failed}`]);
    verdicts.push([
      'the site finds an imported company by text (FTS5)',
      'total' in found && found.total >= 40,
      'total' in found ? `total ${found.total} for "${first.companyName}"` : found.error,
    ]);
    verdicts.push([
      "the site's patched facets equal the importer's fresh ones",
      'companies' in siteFacets && JSON.stringify(siteFacets) === JSON.stringify(importerFacets),
      'companies' in siteFacets ? `${siteFacets.companies.length} companies` : siteFacets.error,
    ]);
    await importer.stop();
    await site.stop();

    const after = await withPlatform<{ DB: SqlDatabase }, Record<string, unknown>>(
      API_CONFIG,
      async ({ DB }) => {
        const counted = await DB.prepare('SELECT apply_clicks AS n FROM job_counters WHERE slug = ?1').bind(slug).first<{ n: number }>();
        const jobs = await DB.prepare(`SELECT count(*) AS n FROM jobs WHERE origin = 'imported'`).first<{ n: number }>();
        const integrity = await DB.prepare('PRAGMA quick_check').first<{ quick_check: string }>();
        const fts = await DB.prepare(`INSERT INTO job_search (job_search) VALUES ('integrity-check')`)
          .run()
          .then(
            () => 'ok',
            (e: Error) => e.message,
          );
        return { clicks: counted?.n ?? 0, jobs: jobs?.n ?? 0, integrity: integrity?.quick_check, fts };
      },
      DIR,
    );
    // A refused click may still have been counted (its write committed, a later read refused): none may be missing.
    const counted = Number(after.clicks);
    verdicts.push([
      'no click lost (counted: at least the redirected ones, at most every click)',
      counted >= clicks.redirected && counted <= clicks.redirected + clicks.refused.length,
      `${counted} counted`,
    ]);
    verdicts.push(['every imported job written', after.jobs === options.sources * 40, `${String(after.jobs)}`]);
    verdicts.push(['SQLite quick_check', after.integrity === 'ok', String(after.integrity)]);
    verdicts.push(['FTS5 integrity-check', after.fts === 'ok', String(after.fts)]);
  } finally {
    await importer.stop();
    await site.stop();
    await boards.close();
    for (const [what, ok, detail] of verdicts) console.log(`${ok ? 'ok  ' : 'FAIL'} ${what} (${detail})`);
  }
  return verdicts.every(([, ok]) => ok);
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    const { values } = parseCommandLine({
      args: process.argv.slice(2),
      options: { sources: { type: 'string' }, count: { type: 'string' }, clickers: { type: 'string' } },
    });
    const ok = await twoProcessCheck({
      sources: wholeNumberOption('sources', values.sources, { min: 1, max: 1000, fallback: 30 })!,
      count: wholeNumberOption('count', values.count, { min: 1, max: 100_000, fallback: 2000 })!,
      clickers: wholeNumberOption('clickers', values.clickers, { min: 0, max: 20, fallback: 2 })!,
    });
    process.exit(ok ? 0 : 1);
  }, 'Usage: tsx bench/ingest/two-process-check.ts [--sources 30] [--count 2000] [--clickers 2]');
}
