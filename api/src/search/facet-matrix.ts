/**
 * The facet matrix: every indexed job of the live window with its facet tokens (the same
 * tokens the index's `facets` column holds, facet-tokens.ts), as token numbers in flat typed
 * arrays. Facet counts for a search are then one pass over the search's jobs in memory
 * (facet-count.ts) instead of one FTS5 intersection per filter value; see
 * docs/adr/0009-facet-counts-and-read-sessions.md.
 *
 * One per isolate, valid for one `search_version` (migration 0005 bumps it on every write
 * that changes the index): loaded again when the counter moved. Jobs leave the live window
 * as time passes without a write, so a count also bounds the job ids itself.
 */
import type { EmploymentType, Seniority } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import { SALARY_FLOORS } from '@chainwork/shared-config';
import { FACET_TOKENS, SALARY_BAND_USD, headTokens, locationTokens, salaryBand, salaryTokens } from './facet-tokens';
import { firstIdPostedAfter } from './live-window';

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
}

export const SEARCH_VERSION_SQL = 'SELECT version FROM search_version WHERE id = 1';

/**
 * Every published job with a description (what the index holds: migration 0002's
 * `job_search_documents`) posted after ?1, with the fields its facet tokens come from.
 */
const MATRIX_ROWS_SQL = `
SELECT j.id AS id, j.employment_type AS e, j.seniority AS s, j.company_slug AS c, j.company AS cn,
  j.standardized_location AS l, j.numeric_salary AS p,
  (SELECT group_concat(tag, char(31)) FROM job_tags WHERE job_id = j.id) AS t
FROM jobs AS j
WHERE j.id >= ${firstIdPostedAfter('?1')} AND j.status = 'published'
  AND EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = j.id)
ORDER BY j.id`;

interface MatrixRow {
  id: number;
  e: string;
  s: string | null;
  c: string;
  cn: string;
  l: string;
  p: number | null;
  t: string | null;
}

/** Salaries of one band reach the same floors when every floor is a band's lower bound. */
const FLOORS_ON_BANDS = SALARY_FLOORS.every((floor) => floor % SALARY_BAND_USD === 0);
const salaryKey = (salary: number | null) => (salary === null ? 'none' : FLOORS_ON_BANDS ? `band ${salaryBand(salary)}` : String(salary));

/** Above this many distinct tokens the 16-bit token numbers would wrap. */
const MAX_TOKENS = 0xffff;

export function readVersion(result: { results: unknown[] } | undefined): number {
  const version = (result?.results[0] as { version?: unknown } | undefined)?.version;
  if (typeof version !== 'number') throw new Error('search_version returned no row');
  return version;
}

/** Reads the matrix of the jobs posted after `postedAfterMs`, and the version it holds for (one transaction). */
export async function loadFacetMatrix(db: SqlDatabase, postedAfterMs: number): Promise<FacetMatrix> {
  const [versionResult, rowsResult] = await db.batch([db.prepare(SEARCH_VERSION_SQL), db.prepare(MATRIX_ROWS_SQL).bind(postedAfterMs)]);
  const rows = (rowsResult?.results ?? []) as MatrixRow[];
  const vocabulary: string[] = [];
  const tokenNumbers = new Map<string, number>();
  const tagOf = new Map<string, string>();
  const companyOf = new Map<string, { slug: string; label: string }>();
  const numberOf = (token: string) => {
    let n = tokenNumbers.get(token);
    if (n === undefined) {
      if (vocabulary.length >= MAX_TOKENS) throw new Error('too many facet tokens for the facet matrix');
      n = vocabulary.push(token) - 1;
      tokenNumbers.set(token, n);
    }
    return n;
  };

  // A job's tokens are facetTokensOf's, in parts shared by many jobs, numbered once per load.
  const partNumbers = new Map<string, number>();
  const partTokens: Uint16Array[] = [];
  const part = (key: string, make: () => string[]) => {
    let n = partNumbers.get(key);
    if (n === undefined) {
      n = partTokens.push(Uint16Array.from(make().map(numberOf))) - 1;
      partNumbers.set(key, n);
    }
    return n;
  };
  const ids = new Float64Array(rows.length);
  const starts = new Uint32Array(rows.length + 1);
  const parts: number[] = [];
  rows.forEach((row, i) => {
    ids[i] = row.id;
    starts[i] = parts.length;
    const tags = row.t ? row.t.split('\u001f') : [];
    // As stored: a value outside the vocabulary gets the token the SQL view writes for it.
    parts.push(
      part(`job\u001f${row.e}\u001f${row.s}\u001f${row.c}`, () =>
        headTokens({ employmentType: row.e as EmploymentType, seniority: row.s as Seniority | null, companySlug: row.c }),
      ),
      part(`loc\u001f${row.l}`, () => locationTokens(row.l)),
      part(`sal\u001f${salaryKey(row.p)}`, () => salaryTokens(row.p)),
    );
    for (const tag of tags) parts.push(part(`tag\u001f${tag}`, () => [FACET_TOKENS.tag(tag)]));
    const companyToken = FACET_TOKENS.company(row.c);
    // Its name as the companies index orders it first (the least), as the SQL count did.
    const known = companyOf.get(companyToken);
    if (!known || row.cn < known.label) companyOf.set(companyToken, { slug: row.c, label: row.cn });
    for (const tag of tags) tagOf.set(FACET_TOKENS.tag(tag), tag);
  });
  starts[rows.length] = parts.length;
  return {
    version: readVersion(versionResult),
    postedAfterMs,
    ids,
    starts,
    parts: Uint32Array.from(parts),
    partTokens,
    vocabulary,
    tokenNumbers,
    tagOf,
    companyOf,
  };
}

/** The isolate's matrix, reloaded when the index's version moved; one load at a time. */
export class FacetMatrixHolder {
  private current: FacetMatrix | null = null;
  private loading: Promise<FacetMatrix> | null = null;

  /**
   * A matrix holding `version` (or newer) of every job posted after `postedAfterMs`: the
   * kept one (the window only moves forward, so an older load covers it), or a fresh load.
   */
  async forVersion(db: SqlDatabase, version: number, postedAfterMs: number): Promise<FacetMatrix> {
    const kept = this.current;
    if (kept && kept.version >= version && kept.postedAfterMs <= postedAfterMs) return kept;
    this.loading ??= loadFacetMatrix(db, postedAfterMs).finally(() => {
      this.loading = null;
    });
    const loaded = await this.loading;
    if (!this.current || loaded.version >= this.current.version) this.current = loaded;
    return loaded;
  }
}
