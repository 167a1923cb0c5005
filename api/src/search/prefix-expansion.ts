import type { SqlDatabase } from '../db/database';
import type { QueryText } from './query-text';

/*
 * FTS5 answers a prefix from its prefix tables only up to 3 characters (migration
 * 0002: prefix='2 3'); a longer one makes it merge the doclists of every matching word
 * before the first row, whatever the LIMIT (12 ms for "engineer"* at 100k jobs). So a
 * longer prefix is looked up in the index's vocabulary (migration 0003) and searched as
 * the words it stands for, which FTS5 streams like any term.
 */
export const EXPAND_FROM_LENGTH = 4;
/** Beyond this many words, FTS5's own prefix matching is left to do the work. */
export const MAX_PREFIX_WORDS = 64;

const WORDS_SQL = 'SELECT term FROM search_terms WHERE term >= ?1 AND term < ?2 ORDER BY term LIMIT ?3';
/** The highest code point: every word starting with a prefix sorts below prefix + this. */
const AFTER_EVERY_WORD = String.fromCodePoint(0x10ffff);

export async function expandPrefix(db: SqlDatabase, text: QueryText): Promise<QueryText> {
  const prefix = text.terms.at(-1);
  if (!text.lastIsPrefix || prefix === undefined || [...prefix].length < EXPAND_FROM_LENGTH) return text;
  const { results } = await db.prepare(WORDS_SQL).bind(prefix, prefix + AFTER_EVERY_WORD, MAX_PREFIX_WORDS + 1).all<{ term: string }>();
  if (results.length > MAX_PREFIX_WORDS) return text;
  return { ...text, prefixWords: results.map((row) => row.term) };
}
