import type { SqlDatabase, SqlStatement } from '../../db/database';
import { DAY_MS } from '@chainwork/shared-config/time';

/**
 * How far back the window index reaches at most: a weekly alert's week, and a day of slack
 * for a run that starts late. Alerts whose cursor is older are searched in the full index.
 */
export const WINDOW_MAX_DAYS = 8;

/**
 * Where a run's digests stop: the window's ceiling (every alert's cursor moves there, so a
 * job posted during the run waits for the next one), or the newest job before any run built one.
 */
export const RUN_CEILING = `coalesce((SELECT ceiling_id FROM alert_search_window), (SELECT max(id) FROM jobs), 0)`;

/*
 * Rebuilds job_search_window (migration 0012) for a run at `runAt`: the published jobs
 * above the lowest cursor of the due alerts (or above the jobs of WINDOW_MAX_DAYS ago, when
 * that is later), up to the newest job now. One transaction: a digest of an earlier run
 * still in the queue sees the old window or the new one, each with its own bounds.
 * Costs one insert per job of the window (about 0.2 s for a day of the benchmark's 100,000
 * jobs), paid once per run instead of a search of the whole board per alert.
 */
export function rebuildWindowStatements(db: SqlDatabase, runAt: number): SqlStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO alert_search_window (id, floor_id, ceiling_id, built_at)
      SELECT 1,
        max(
          coalesce((SELECT min(last_job_id) FROM alerts WHERE status = 'active' AND next_due_at <= ?1), 0),
          coalesce((SELECT id FROM jobs WHERE posted_at <= ?2 ORDER BY posted_at DESC, id DESC LIMIT 1), 0)),
        coalesce((SELECT max(id) FROM jobs), 0),
        ?1
      ON CONFLICT (id) DO UPDATE SET floor_id = excluded.floor_id, ceiling_id = excluded.ceiling_id, built_at = excluded.built_at`,
      )
      .bind(runAt, runAt - WINDOW_MAX_DAYS * DAY_MS),
    db.prepare(`INSERT INTO job_search_window (job_search_window) VALUES ('delete-all')`),
    db.prepare(
      `INSERT INTO job_search_window (rowid, title, company, tags, body, facets)
      SELECT id, title, company, tags, body, facets FROM job_search_documents
      WHERE id > (SELECT floor_id FROM alert_search_window) AND id <= (SELECT ceiling_id FROM alert_search_window)`,
    ),
  ];
}

/** Forgets the window (every digest then searches job_search): for when the jobs are replaced wholesale. */
export function clearWindowStatements(db: SqlDatabase): SqlStatement[] {
  return [
    db.prepare(`INSERT INTO job_search_window (job_search_window) VALUES ('delete-all')`),
    db.prepare('DELETE FROM alert_search_window'),
  ];
}
