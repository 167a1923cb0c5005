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

  const ids: number[] = [];
  const starts: number[] = [];
  const parts: number[] = [];
  const nameOf: number[] = [];
  const keep = (i: number) => {
    const m = from!;
    ids.push(m.ids[i]!);
    starts.push(parts.length);
    for (let p = m.starts[i]!; p < m.starts[i + 1]!; p += 1) parts.push(m.parts[p]!);
    nameOf.push(m.nameOf[i]!);
  };
  const add = (row: MatrixRow) => {
    ids.push(row.id);
    starts.push(parts.length);
    const tags = row.t ? row.t.split('\u001f') : [];
    // As stored: a value outside the vocabulary gets the token the SQL view writes for it.
    parts.push(
      part(`job\u001f${row.e}\u001f${row.s}\u001f${row.c}`, () =>
        headTokens({ employmentType: row.e as EmploymentType, seniority: row.s as Seniority | null, companySlug: row.c }),
      ),
      part(`loc\u001f${row.l}`, () => locationTokens(row.l)),
      part(`sal\u001f${salaryKey(row.p)}`, () => salaryTokens(row.p)),
    );
    for (const tag of tags) {
      parts.push(part(`tag\u001f${tag}`, () => [FACET_TOKENS.tag(tag)]));
      tagOf.set(FACET_TOKENS.tag(tag), tag);
    }
    nameOf.push(nameNumber(row.c, row.cn));
  };

  // Both ascending: one merge walk.
  let r = 0;
  const keptCount = from ? from.ids.length : 0;
  for (let i = 0; i < keptCount; i += 1) {
    const id = from!.ids[i]!;
    if (id < input.firstId || input.replaced.has(id)) continue;
    while (r < rows.length && rows[r]!.id < id) add(rows[r++]!);
    keep(i);
  }
  while (r < rows.length) add(rows[r++]!);
  starts.push(parts.length);

  return {
    version: input.version,
    postedAfterMs: input.postedAfterMs,
    ids: Float64Array.from(ids),
    starts: Uint32Array.from(starts),
    parts: Uint32Array.from(parts),
    partTokens,
    vocabulary,
    tokenNumbers,
    tagOf,
    companyOf: companiesOf(names, nameOf),
    nameOf: Uint32Array.from(nameOf),
    names,
    nameNumbers,
    partNumbers,
  };
}

/** Each company of the jobs held, by its name as the companies index orders it first (the least). */
function companiesOf(names: readonly CompanyName[], nameOf: readonly number[]): Map<string, { slug: string; label: string }> {
  const companyOf = new Map<string, { slug: string; label: string }>();
  for (const n of new Set(nameOf)) {
    const { token, slug, label } = names[n]!;
    const known = companyOf.get(token);
    if (!known || label < known.label) companyOf.set(token, { slug, label });
  }
  return companyOf;
}
