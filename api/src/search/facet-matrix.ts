/**
 * The facet matrix: every indexed job of the live window with its facet tokens (the same
 * tokens the index's `facets` column holds, facet-tokens.ts), as token numbers in flat typed
 * arrays. Facet counts for a search are then one pass over the search's jobs in memory
 * (facet-count.ts) instead of one FTS5 intersection per filter value; see
 * docs/adr/0009-facet-counts-and-read-sessions.md.
 *
 * One per isolate, valid for one `search_version` (migration 0005 bumps it on every write
 * that changes the index). When the counter moved, the kept matrix reads only the jobs the
 * writes since its version touched (migration 0019's log, matrix-changes.ts), or loads whole
 * when the log no longer reaches back that far. Jobs leave the live window as time passes
 * without a write, so a count also bounds the job ids itself.
 */
import { HOUR_MS } from '@chainwork/shared-config/time';
import type { SqlDatabase } from '../db/database';
import { firstIdPostedAfter } from './live-window';
import { MATRIX_FIELDS_SQL, buildMatrix, type MatrixRow } from './matrix-build';
import { updateFacetMatrix } from './matrix-changes';
import { SEARCH_VERSION_SQL, readVersion } from './search-version';

export { SEARCH_VERSION_SQL, readVersion };

/**
 * The kept matrix also holds the jobs of the hour before the window it was asked for, so a
 * request whose clock is a little behind another's (both refreshing at once) still fits it;
 * counts bound the ids by the window themselves.
 */
export const WINDOW_SLACK_MS = HOUR_MS;

/** A company's slug and one name its jobs carry, numbered once per matrix lineage. */
export interface CompanyName {
  token: string;
  slug: string;
  label: string;
}

export interface FacetMatrix {
  /** The index's change counter this matrix holds for. */
  version: number;
  /** It holds the jobs posted after this instant (ms). */
  postedAfterMs: number;
  /** Job ids, ascending. */
  ids: Float64Array;
  /**
   * Job i's tokens are those of the parts parts[starts[i]] .. parts[starts[i + 1] - 1]. A part
   * is a run of tokens many jobs share (employment type, seniority and company; a location,
   * which for a worldwide job is some 60 tokens; a salary; a tag), so a job is 3 to 13 parts.
   */
  starts: Uint32Array;
  parts: Uint32Array;
  /** Part number -> its token numbers. */
  partTokens: Uint16Array[];
  /** Token number -> token text; tokenNumbers is the inverse. */
  vocabulary: string[];
  tokenNumbers: Map<string, number>;
  /** Tag token -> the tag as stored; company token -> its slug and display name. */
  tagOf: Map<string, string>;
  companyOf: Map<string, { slug: string; label: string }>;
  /** Job i's company and name (into `names`), so companyOf stays exact as jobs change. */
  nameOf: Uint32Array;
  names: CompanyName[];
  /** The keys that number names and parts, so an update numbers a changed job alike. */
  nameNumbers: Map<string, number>;
  partNumbers: Map<string, number>;
}

/**
 * Every published job with a description (what the index holds: migration 0002's
 * `job_search_documents`) posted after ?1, with the fields its facet tokens come from.
 */
const MATRIX_ROWS_SQL = `
SELECT ${MATRIX_FIELDS_SQL}
FROM jobs AS j
WHERE j.id >= ${firstIdPostedAfter('?1')} AND j.status = 'published'
  AND EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = j.id)
ORDER BY j.id`;

/** Reads the matrix of the jobs posted after `postedAfterMs`, and the version it holds for (one transaction). */
export async function loadFacetMatrix(db: SqlDatabase, postedAfterMs: number): Promise<FacetMatrix> {
  const [versionResult, rowsResult] = await db.batch([db.prepare(SEARCH_VERSION_SQL), db.prepare(MATRIX_ROWS_SQL).bind(postedAfterMs)]);
  return buildMatrix({
    version: readVersion(versionResult),
    postedAfterMs,
    from: null,
    firstId: 0,
    replaced: new Set(),
    rows: (rowsResult?.results ?? []) as MatrixRow[],
  });
}

/**
 * The isolate's matrix, brought to the index's version when it moved: one refresh at a time,
 * shared by the requests that find it stale.
 */
export class FacetMatrixHolder {
  private loading: Promise<FacetMatrix> | null = null;

  constructor(private current: FacetMatrix | null = null) {}

  /** The matrix held now (null before the first load). */
  get kept(): FacetMatrix | null {
    return this.current;
  }

  /**
   * A matrix holding `version` (or newer) of every job posted after `postedAfterMs`: the
   * kept one (the window only moves forward, so an older load covers it), or a refreshed one.
   * A shared refresh may have read the index before this request's `version` (it started
   * earlier): then this request refreshes again on its own session, never counting older jobs.
   */
  async forVersion(db: SqlDatabase, version: number, postedAfterMs: number): Promise<FacetMatrix> {
    const fits = (matrix: FacetMatrix | null): matrix is FacetMatrix =>
      matrix !== null && matrix.version >= version && matrix.postedAfterMs <= postedAfterMs;
    if (fits(this.current)) return this.current;
    this.loading ??= this.refresh(db, postedAfterMs - WINDOW_SLACK_MS).finally(() => {
      this.loading = null;
    });
    let loaded = await this.loading;
    if (!fits(loaded)) loaded = await this.refresh(db, postedAfterMs - WINDOW_SLACK_MS);
    return loaded;
  }

  private async refresh(db: SqlDatabase, postedAfterMs: number): Promise<FacetMatrix> {
    const kept = this.current;
    const loaded =
      (kept && kept.postedAfterMs <= postedAfterMs ? await updateFacetMatrix(db, kept, postedAfterMs) : null) ??
      (await loadFacetMatrix(db, postedAfterMs));
    if (!this.current || loaded.version >= this.current.version) this.current = loaded;
    return loaded;
  }
}
