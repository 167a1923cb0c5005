/**
 * Builds a facet matrix (facet-matrix.ts) from the jobs a previous one keeps and the rows
 * read from the database: a full load starts from nothing, an update after a write starts
 * from the kept matrix and the changed jobs' rows (matrix-changes.ts). Numbering (tokens,
 * parts, company names) carries over, so kept jobs are copied, never re-tokenised.
 */
import type { EmploymentType, Seniority } from '@chainwork/shared-config';
import { SALARY_FLOORS } from '@chainwork/shared-config';
import type { CompanyName, FacetMatrix } from './facet-matrix';
import { FACET_TOKENS, SALARY_BAND_USD, headTokens, locationTokens, salaryBand, salaryTokens } from './facet-tokens';

/** A job's facet fields as MATRIX_FIELDS_SQL reads them. */
export interface MatrixRow {
  id: number;
  e: string;
  s: string | null;
  c: string;
  cn: string;
  l: string;
  p: number | null;
  t: string | null;
}

/** The columns of a matrix row, for `FROM jobs AS j`. */
export const MATRIX_FIELDS_SQL = `j.id AS id, j.employment_type AS e, j.seniority AS s, j.company_slug AS c, j.company AS cn,
  j.standardized_location AS l, j.numeric_salary AS p,
  (SELECT group_concat(tag, char(31)) FROM job_tags WHERE job_id = j.id) AS t`;

/** Salaries of one band reach the same floors when every floor is a band's lower bound. */
const FLOORS_ON_BANDS = SALARY_FLOORS.every((floor) => floor % SALARY_BAND_USD === 0);
const salaryKey = (salary: number | null) => (salary === null ? 'none' : FLOORS_ON_BANDS ? `band ${salaryBand(salary)}` : String(salary));

/** Above this many distinct tokens the 16-bit token numbers would wrap. */
export const MAX_TOKENS = 0xffff;

export class TooManyTokensError extends Error {
  constructor() {
    super('too many facet tokens for the facet matrix');
  }
}

export interface BuildInput {
  version: number;
  postedAfterMs: number;
  /** The matrix whose numbering and jobs carry over (null: a full load). */
  from: FacetMatrix | null;
  /** Kept jobs of `from` with an id below this, or in `replaced`, are left out. */
  firstId: number;
  replaced: ReadonlySet<number>;
  /** Rows to add, ascending by id, none of them a kept job. */
  rows: readonly MatrixRow[];
}

export function buildMatrix(input: BuildInput): FacetMatrix {
  const { from, rows } = input;
  const vocabulary = from ? [...from.vocabulary] : [];
  const tokenNumbers = new Map(from?.tokenNumbers);
  const partNumbers = new Map(from?.partNumbers);
  const partTokens = from ? [...from.partTokens] : [];
  const names = from ? [...from.names] : [];
  const nameNumbers = new Map(from?.nameNumbers);
  const tagOf = new Map(from?.tagOf);

  const numberOf = (token: string) => {
    let n = tokenNumbers.get(token);
    if (n === undefined) {
      if (vocabulary.length >= MAX_TOKENS) throw new TooManyTokensError();
      n = vocabulary.push(token) - 1;
      tokenNumbers.set(token, n);
    }
    return n;
  };
  // A job's tokens are facetTokensOf's, in parts shared by many jobs.
  const part = (key: string, make: () => string[]) => {
    let n = partNumbers.get(key);
    if (n === undefined) {
      n = partTokens.push(Uint16Array.from(make().map(numberOf))) - 1;
      partNumbers.set(key, n);
    }
    return n;
  };
  const nameNumber = (slug: string, label: string) => {
    const key = `${slug}\u001f${label}`;
    let n = nameNumbers.get(key);
    if (n === undefined) {
      n = names.push({ token: FACET_TOKENS.company(slug), slug, label }) - 1;
      nameNumbers.set(key, n);
    }
    return n;
  };

  // The added rows' parts first (few), then the kept jobs copied in runs between them.
  const addedParts: number[][] = [];
  const addedNames: number[] = [];
  for (const row of rows) {
    const tags = row.t ? row.t.split('\u001f') : [];
    // As stored: a value outside the vocabulary gets the token the SQL view writes for it.
    const jobParts = [
      part(`job\u001f${row.e}\u001f${row.s}\u001f${row.c}`, () =>
        headTokens({ employmentType: row.e as EmploymentType, seniority: row.s as Seniority | null, companySlug: row.c }),
      ),
      part(`loc\u001f${row.l}`, () => locationTokens(row.l)),
      part(`sal\u001f${salaryKey(row.p)}`, () => salaryTokens(row.p)),
    ];
    for (const tag of tags) {
      jobParts.push(part(`tag\u001f${tag}`, () => [FACET_TOKENS.tag(tag)]));
      tagOf.set(FACET_TOKENS.tag(tag), tag);
    }
    addedParts.push(jobParts);
    addedNames.push(nameNumber(row.c, row.cn));
  }

  // Which kept jobs stay, as runs [from, to) of consecutive indexes.
  const runs: Array<[number, number]> = [];
  let keptJobs = 0;
  let keptParts = 0;
  if (from) {
    let runStart = -1;
    for (let i = 0; i <= from.ids.length; i += 1) {
      const stays = i < from.ids.length && from.ids[i]! >= input.firstId && !input.replaced.has(from.ids[i]!);
      if (stays && runStart < 0) runStart = i;
      if (!stays && runStart >= 0) {
        runs.push([runStart, i]);
        keptJobs += i - runStart;
        keptParts += from.starts[i]! - from.starts[runStart]!;
        runStart = -1;
      }
    }
  }
  const jobs = keptJobs + rows.length;
  const ids = new Float64Array(jobs);
  const starts = new Uint32Array(jobs + 1);
  const parts = new Uint32Array(keptParts + addedParts.reduce((sum, p) => sum + p.length, 0));
  const nameOf = new Uint32Array(jobs);
  let j = 0;
  let at = 0;
  const addUpTo = (r: number, id: number) => {
    while (r < rows.length && rows[r]!.id < id) {
      ids[j] = rows[r]!.id;
      starts[j] = at;
      nameOf[j] = addedNames[r]!;
      parts.set(addedParts[r]!, at);
      at += addedParts[r]!.length;
      j += 1;
      r += 1;
    }
    return r;
  };
  // Both ascending: one merge walk, a kept run split where an added row falls inside it.
  let r = 0;
  for (const [runFrom, runTo] of runs) {
    const m = from!;
    let i = runFrom;
    while (i < runTo) {
      r = addUpTo(r, m.ids[i]!);
      // Kept jobs up to the next added row's id (or the run's end) in one copy.
      let k = i;
      const next = r < rows.length ? rows[r]!.id : Infinity;
      while (k < runTo && m.ids[k]! < next) k += 1;
      ids.set(m.ids.subarray(i, k), j);
      nameOf.set(m.nameOf.subarray(i, k), j);
      const shift = at - m.starts[i]!;
      for (let q = i; q < k; q += 1) starts[j + q - i] = m.starts[q]! + shift;
      parts.set(m.parts.subarray(m.starts[i]!, m.starts[k]!), at);
      at += m.starts[k]! - m.starts[i]!;
      j += k - i;
      i = k;
    }
  }
  addUpTo(r, Infinity);
  starts[jobs] = at;

  return {
    version: input.version,
    postedAfterMs: input.postedAfterMs,
    ids,
    starts,
    parts,
    partTokens,
    vocabulary,
    tokenNumbers,
    tagOf,
    companyOf: companiesOf(names, nameOf),
    nameOf,
    names,
    nameNumbers,
    partNumbers,
  };
}

/** Each company of the jobs held, by its name as the companies index orders it first (the least). */
function companiesOf(names: readonly CompanyName[], nameOf: Uint32Array): Map<string, { slug: string; label: string }> {
  const companyOf = new Map<string, { slug: string; label: string }>();
  for (const n of new Set(nameOf)) {
    const { token, slug, label } = names[n]!;
    const known = companyOf.get(token);
    if (!known || label < known.label) companyOf.set(token, { slug, label });
  }
  return companyOf;
}
