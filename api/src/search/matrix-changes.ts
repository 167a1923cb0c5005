/**
 * Brings a kept facet matrix to the index's current version by reading only the jobs that
 * changed since (migration 0019's `search_changes` log): each is read again as it is now
 * and replaces its old entry, or is dropped when it left the index (closed, unpublished,
 * deleted); jobs that left the live window are dropped by id. Null when the log no longer
 * reaches back to the kept version, or when so many jobs changed (a bulk import) that a
 * full load reads about as much.
 */
import type { SqlDatabase } from '../db/database';
import type { FacetMatrix } from './facet-matrix';
import { SEARCH_VERSION_SQL, readVersion } from './search-version';
import { firstIdPostedAfter } from './live-window';
import { MATRIX_FIELDS_SQL, TooManyTokensError, buildMatrix, type MatrixRow } from './matrix-build';

/** Past this many changed jobs a full load is cheaper than patching (about a tenth of the live jobs at 100,000). */
export const MAX_CHANGED_JOBS = 5000;

const KEPT_SINCE_SQL = 'SELECT since FROM search_changes_kept WHERE id = 1';
const FIRST_ID_SQL = `SELECT ${firstIdPostedAfter('?1')} AS lo`;

/*
 * A row per job logged at or after ?1 (a log row may carry the version from just before its
 * write's bump, so the kept version's own rows are read again: re-reading a job is harmless),
 * with its facet fields when the index holds it in the window after ?2, else NULLs.
 */
const CHANGED_ROWS_SQL = `
SELECT c.job_id AS changed, ${MATRIX_FIELDS_SQL}
FROM (SELECT DISTINCT job_id FROM search_changes WHERE version >= ?1 ORDER BY job_id LIMIT ?3) AS c
LEFT JOIN jobs AS j ON j.id = c.job_id AND j.id >= ${firstIdPostedAfter('?2')} AND j.status = 'published'
  AND EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = j.id)
ORDER BY c.job_id`;

type ChangedRow = Omit<MatrixRow, 'id'> & { changed: number; id: number | null };

/** The kept matrix updated to the current version for the window after `postedAfterMs`, or null: load it whole. */
export async function updateFacetMatrix(db: SqlDatabase, kept: FacetMatrix, postedAfterMs: number): Promise<FacetMatrix | null> {
  const [versionResult, sinceResult, firstResult, changedResult] = await db.batch([
    db.prepare(SEARCH_VERSION_SQL),
    db.prepare(KEPT_SINCE_SQL),
    db.prepare(FIRST_ID_SQL).bind(postedAfterMs),
    db.prepare(CHANGED_ROWS_SQL).bind(kept.version, postedAfterMs, MAX_CHANGED_JOBS + 1),
  ]);
  const since = (sinceResult?.results[0] as { since?: unknown } | undefined)?.since;
  if (typeof since !== 'number' || since > kept.version) return null;
  const changed = (changedResult?.results ?? []) as ChangedRow[];
  if (changed.length > MAX_CHANGED_JOBS) return null;
  const lo = (firstResult?.results[0] as { lo?: unknown } | undefined)?.lo;
  try {
    return buildMatrix({
      version: readVersion(versionResult),
      postedAfterMs,
      from: kept,
      // No job posted after the window's start: every kept job left it.
      firstId: typeof lo === 'number' ? lo : Infinity,
      replaced: new Set(changed.map((row) => row.changed)),
      rows: changed.filter((row): row is ChangedRow & MatrixRow => row.id !== null),
    });
  } catch (error) {
    // Numbering carried over from older loads can run out before a fresh load would.
    if (error instanceof TooManyTokensError) return null;
    throw error;
  }
}
