/*
 * A long prefix expanded by the statement that searches it, so the first search of a
 * prefix is one round trip instead of two (a vocabulary lookup, then the page).
 *
 * The expression carries the prefix in a marker, `<prefix:engineer>`, wherever the
 * expanded words belong; every MATCH that takes a search expression passes its
 * parameter through `expandedInSql`, which swaps each marker for the words from
 * `search_terms`: `("engineer" OR "engineering" OR "engineers")`, `"p"` when none (it
 * then matches nothing, like the lookup in JS), or FTS5's own `"p"*` beyond
 * MAX_PREFIX_WORDS. What could equal a facet token (a word holding `_`, FTS5's prefix)
 * gets the text columns' filter, as match-expression.ts gives terms that could, so the
 * expression around a marker needs none for it (nested column filters intersect).
 * A term holds only letters, digits and `_`, so neither `<` nor `>`
 * occurs anywhere else in an expression, and a marker left unexpanded is an FTS5
 * syntax error, never a silent wrong match. The word lookup depends only on bound
 * parameters, so SQLite runs it once per statement.
 */

/** Beyond this many words, FTS5's own prefix matching is left to do the work. */
export const MAX_PREFIX_WORDS = 64;

const OPEN = '<prefix:';
const CLOSE = '>';

const TEXT_COLUMNS = '{title company tags body} : ';

export function prefixMarker(prefix: string): string {
  return `${OPEN}${prefix}${CLOSE}`;
}

/** SQL for the expression in parameter `param` (e.g. `?1`) with its prefix marker expanded. */
export function expandedInSql(param: string): string {
  const start = `instr(${param}, '${OPEN}')`;
  const prefix = `substr(${param}, ${start} + ${OPEN.length}, instr(${param}, '${CLOSE}') - ${start} - ${OPEN.length})`;
  const words = `(SELECT CASE
      WHEN count(*) = 0 THEN '"' || ${prefix} || '"'
      WHEN count(*) > ${MAX_PREFIX_WORDS} THEN '${TEXT_COLUMNS}"' || ${prefix} || '"*'
      ELSE '(' || group_concat(CASE WHEN instr(term, '_') THEN '${TEXT_COLUMNS}' ELSE '' END || '"' || term || '"', ' OR ') || ')' END
    FROM (SELECT term FROM search_terms
          WHERE term >= ${prefix} AND term < ${prefix} || char(1114111) ORDER BY term LIMIT ${MAX_PREFIX_WORDS + 1}))`;
  return `(CASE WHEN ${start} = 0 THEN ${param} ELSE replace(${param}, '${OPEN}' || ${prefix} || '${CLOSE}', ${words}) END)`;
}
