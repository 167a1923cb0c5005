/**
 * Facet counts as one pass over a search's jobs in the facet matrix (facet-matrix.ts).
 *
 * A value's count is how many jobs the search would have with that value chosen in its
 * group and the other groups as they are (facets.ts). So each job is tested once against
 * every filter clause (a bit per clause, from its tokens), and counted:
 * - into `full` when it passes them all (the search's own results),
 * - into its group's counts when every clause it fails belongs to that one group (it
 *   would be a result with another value chosen there); tags combine with AND and are
 *   counted over the results only, so a job failing a tag clause counts nowhere,
 * - into the date-posted windows when it passes every token clause (the windows leave
 *   the `posted` filter out, as their own group).
 */
import type { FacetMatrix } from './facet-matrix';
import type { TokenClause, TokenFilterGroup } from './match-expression';

export interface CountPass {
  matrix: FacetMatrix;
  /** Ids of the jobs the search's text matches in the live window, ascending; null: no text (every job). */
  textIds: readonly number[] | null;
  /** First id of the live window, of the `posted` filter's window, and of each date-posted window (Infinity: none). */
  liveFrom: number;
  postedFrom: number;
  windowsFrom: readonly number[];
  clauses: readonly TokenClause[];
}

export interface MatrixCounts {
  /** The search's own results: every clause passed, in the `posted` window. */
  results: number;
  /** Those of the results that hold `token`. */
  resultsWith(token: string): number;
  /** Jobs with `token`, counted for a value of `group` (its own choice left out). */
  count(group: TokenFilterGroup, token: string): number;
  /** Per date-posted window (as CountPass.windowsFrom). */
  windows: number[];
  /** Tokens held by at least one of the search's results or of `group`'s alternatives. */
  tokensOf(group: TokenFilterGroup, prefix: string): string[];
}

/** Bits of a 32-bit mask; the search schema allows far fewer clauses (10 tags and 5 groups). */
const MAX_CLAUSES = 31;

export function countOverMatrix(pass: CountPass): MatrixCounts {
  const { matrix, clauses } = pass;
  if (clauses.length > MAX_CLAUSES) throw new Error(`at most ${MAX_CLAUSES} filter clauses`);
  const size = matrix.vocabulary.length;
  // Which clauses each token satisfies; a token no job holds satisfies nothing anywhere.
  const satisfies = new Uint32Array(size);
  clauses.forEach((clause, k) => {
    for (const token of clause.tokens) {
      const n = matrix.tokenNumbers.get(token);
      if (n !== undefined) satisfies[n]! |= 1 << k;
    }
  });
  // The same per part (a job is a few parts): what its tokens satisfy together.
  const partSatisfies = Uint32Array.from(matrix.partTokens, (tokens) => tokens.reduce((mask, t) => (mask | satisfies[t]!) >>> 0, 0));
  const all = clauses.length === 0 ? 0 : (2 ** clauses.length - 1) >>> 0;
  // The groups whose alternatives are counted (tags never: they are ANDed).
  const groups: TokenFilterGroup[] = [...new Set(clauses.map((c) => c.group))].filter((g) => g !== 'tags');
  const groupMasks = groups.map((g) => clauses.reduce((mask, c, k) => (c.group === g ? (mask | (1 << k)) >>> 0 : mask), 0));
  // Counted per part, then spread over each part's tokens.
  const partCount = matrix.partTokens.length;
  const fullParts = new Uint32Array(partCount);
  const groupParts = groups.map(() => new Uint32Array(partCount));
  const windows = pass.windowsFrom.map(() => 0);
  let results = 0;
  const { ids, starts, parts } = matrix;

  const visit = (i: number) => {
    const id = ids[i]!;
    if (id < pass.liveFrom) return;
    const from = starts[i]!;
    const to = starts[i + 1]!;
    let satisfied = 0;
    for (let p = from; p < to; p += 1) satisfied |= partSatisfies[parts[p]!]!;
    const failed = (all & ~satisfied) >>> 0;
    if (failed === 0) {
      for (let w = 0; w < windows.length; w += 1) if (id >= pass.windowsFrom[w]!) windows[w]! += 1;
    }
    if (id < pass.postedFrom) return;
    let into: Uint32Array | undefined;
    if (failed === 0) {
      into = fullParts;
      results += 1;
    } else {
      const g = groupMasks.findIndex((mask) => (failed & ~mask) >>> 0 === 0);
      if (g >= 0) into = groupParts[g];
    }
    if (into) for (let p = from; p < to; p += 1) into[parts[p]!]! += 1;
  };

  if (pass.textIds === null) {
    for (let i = lowerBound(ids, pass.liveFrom); i < ids.length; i += 1) visit(i);
  } else {
    // Both ascending: one merge walk.
    let i = 0;
    for (const id of pass.textIds) {
      while (i < ids.length && ids[i]! < id) i += 1;
      if (i === ids.length) break;
      if (ids[i] === id) visit(i);
    }
  }

  const spread = (byPart: Uint32Array) => {
    const byToken = new Uint32Array(size);
    byPart.forEach((count, p) => {
      if (count > 0) for (const t of matrix.partTokens[p]!) byToken[t]! += count;
    });
    return byToken;
  };
  const full = spread(fullParts);
  const perGroup = groupParts.map(spread);

  const groupCounts = (group: TokenFilterGroup) => {
    const g = groups.indexOf(group);
    return g < 0 ? null : perGroup[g]!;
  };
  return {
    results,
    resultsWith(token) {
      const n = matrix.tokenNumbers.get(token);
      return n === undefined ? 0 : full[n]!;
    },
    count(group, token) {
      const n = matrix.tokenNumbers.get(token);
      if (n === undefined) return 0;
      return full[n]! + (groupCounts(group)?.[n] ?? 0);
    },
    windows,
    tokensOf(group, prefix) {
      const alternatives = groupCounts(group);
      return matrix.vocabulary.filter((token, n) => token.startsWith(prefix) && (full[n]! > 0 || (alternatives?.[n] ?? 0) > 0));
    },
  };
}

function lowerBound(ids: Float64Array, value: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
