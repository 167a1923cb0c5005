/**
 * The alerts benchmark's baseline, computed by the benchmark itself: the same alerts' digests
 * searched two ways over the bench state's D1 in this process (wrangler's getPlatformProxy, the
 * engine `wrangler dev` runs): the site's digest statement (a message's alerts in one statement,
 * as the queue consumer runs it) and the naive scan, one statement per alert
 * (naive-digest-search.ts). Message by message, the two alternate, so the machine's load falls
 * on both alike. The site stays stopped; nothing is written but the window index a run rebuilds.
 */
import {
  ALERTS_PER_MESSAGE,
  alertSearch,
  digestsStatement,
  rebuildWindowStatements,
  type DigestTarget,
  type SqlDatabase,
} from '@chainwork/api/alerts-digest';
import { API_CONFIG } from '@chainwork/tooling/lib/paths';
import { withPlatform } from '@chainwork/tooling/lib/platform';
import { naiveDigestStatement } from './naive-digest-search';
import type { SearchRun } from './report';

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Times the digests of the first `alerts` active alerts both ways, at `now`. */
export async function timeDigestSearches(
  dir: string,
  options: { alerts: number; now: Date },
): Promise<{ indexed: SearchRun; naive: SearchRun }> {
  return withPlatform<{ DB: SqlDatabase }, { indexed: SearchRun; naive: SearchRun }>(
    API_CONFIG,
    async ({ DB }) => {
      const { now } = options;
      await DB.batch(rebuildWindowStatements(DB, now.getTime()));
      const { results } = await DB.prepare(`SELECT id, search_json, last_job_id FROM alerts WHERE status = 'active' ORDER BY id LIMIT ?1`)
        .bind(options.alerts)
        .all<{ id: number; search_json: string; last_job_id: number }>();
      const targets: DigestTarget[] = results.map((row) => ({ id: row.id, search: alertSearch(row), lastJobId: row.last_job_id }));
      const indexed: SearchRun = { label: "indexed (the site's digest statement)", batches: [] };
      const naive: SearchRun = { label: 'naive (every new job scanned, LIKE)', batches: [] };
      for (let i = 0; i < targets.length; i += ALERTS_PER_MESSAGE) {
        const batch = targets.slice(i, i + ALERTS_PER_MESSAGE);
        indexed.batches.push({ alerts: batch.length, ms: await timed(() => DB.batch([digestsStatement(DB, batch, now)])) });
        naive.batches.push({ alerts: batch.length, ms: await timed(() => DB.batch(batch.map((t) => naiveDigestStatement(DB, t, now)))) });
      }
      return { indexed, naive };
    },
    dir,
  );
}
