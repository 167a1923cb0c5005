/**
 * Writes the benchmark's alerts into the bench state (site stopped): every alert active,
 * daily, its cursor at the last job posted a day before the seed's `now`, so each digest
 * covers one day of new jobs (about 1,700 at 100,000 jobs over 60 days), as a daily alert's
 * does. Earlier runs' alerts, sent-jobs records and outbox rows are removed first.
 */
import type { SqlDatabase } from '@chainwork/api/seed';
import { API_CONFIG } from '@chainwork/tooling/lib/paths';
import { withPlatform } from '@chainwork/tooling/lib/platform';
import type { SearchFilters } from '@chainwork/shared-config';

const CHUNK = 500;

/**
 * With `warmUp`, the first search is the warm-up alert: due at once (the run before the timed
 * one mails it), the others due only when the timed run makes every active alert due.
 * `activeCount`: alerts after it are paused (a naive run over a sample).
 */
export async function prepareAlerts(
  dir: string,
  searches: readonly SearchFilters[],
  newSince: Date,
  options: { activeCount?: number; warmUp?: boolean } = {},
): Promise<{ newJobs: number }> {
  return withPlatform<{ DB: SqlDatabase }, { newJobs: number }>(
    API_CONFIG,
    async ({ DB }) => {
      await DB.batch([DB.prepare('DELETE FROM alert_sent_jobs'), DB.prepare('DELETE FROM alerts'), DB.prepare('DELETE FROM mail_outbox')]);
      const cursor = await DB.prepare('SELECT coalesce(max(id), 0) AS id FROM jobs WHERE posted_at <= ?1')
        .bind(newSince.getTime())
        .first<{ id: number }>();
      const newJobs = await DB.prepare(`SELECT count(*) AS n FROM jobs WHERE id > ?1 AND status = 'published'`)
        .bind(cursor?.id ?? 0)
        .first<{ n: number }>();
      const active = options.activeCount ?? searches.length;
      for (let start = 0; start < searches.length; start += CHUNK) {
        const rows = searches.slice(start, start + CHUNK).map((search, i) => {
          const n = start + i;
          const warmUp = options.warmUp === true && n === 0;
          return {
            email: `bench-${n}@example.com`,
            search: JSON.stringify(search),
            key: `bench-${n}`,
            token: `bench${String(n).padStart(38, '0')}`,
            status: n < active ? 'active' : 'paused',
            due: warmUp ? 0 : null,
          };
        });
        await DB.prepare(
          `INSERT INTO alerts (email, search_json, search_key, frequency, status, unsubscribe_token, last_job_id, next_due_at, created_at, confirmed_at, updated_at)
        SELECT r.value ->> 'email', r.value ->> 'search', r.value ->> 'key', 'daily', r.value ->> 'status', r.value ->> 'token', ?2, r.value ->> 'due', 0, 0, 0
        FROM json_each(?1) AS r`,
        )
          .bind(JSON.stringify(rows), cursor?.id ?? 0)
          .run();
      }
      return { newJobs: newJobs?.n ?? 0 };
    },
    dir,
  );
}
