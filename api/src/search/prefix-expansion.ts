import type { Cache } from '../cache/ttl-cache';
import type { SqlDatabase, SqlStatement } from '../db/database';
import type { QueryText } from './query-text';
import { runSearch, totalKey, type SearchResult, type SearchRunOptions } from './run-search';
import type { SearchPlan } from './search-plan';
import { MAX_PREFIX_WORDS } from './prefix-in-sql';

/*
 * FTS5 answers a prefix from its prefix tables only up to 3 characters (migration
 * 0002: prefix='2 3'); a longer one makes it merge the doclists of every matching word
 * before the first row, whatever the LIMIT (12 ms for "engineer"* at 100k jobs). So a
 * longer prefix is looked up in the index's vocabulary (migration 0003) and searched as
 * the words it stands for, which FTS5 streams like any term.
 */
export const EXPAND_FROM_LENGTH = 4;

/** The highest code point: every word starting with a prefix sorts below prefix + this. */
const AFTER_EVERY_WORD = String.fromCodePoint(0x10ffff);
const WORDS_SQL = 'SELECT term FROM search_terms WHERE term >= ?1 AND term < ?2 ORDER BY term LIMIT ?3';
const WORD_COUNT_SQL = 'SELECT count(*) AS n FROM (SELECT 1 FROM search_terms WHERE term >= ?1 AND term < ?2 LIMIT ?3)';

/** Words cached for a prefix: the list, or null when there are too many to list. */
export type PrefixWords = readonly string[] | null;

/** The last term when it is a prefix long enough to expand, else null. */
export function expandablePrefix(text: QueryText): string | null {
  const prefix = text.terms.at(-1);
  return text.lastIsPrefix && prefix !== undefined && [...prefix].length >= EXPAND_FROM_LENGTH ? prefix : null;
}

export async function lookUpPrefixWords(db: SqlDatabase, prefix: string): Promise<PrefixWords> {
  const [found] = await db.batch([wordsStatement(db, prefix)]);
  return readWords(found);
}

function wordsStatement(db: SqlDatabase, prefix: string): SqlStatement {
  return db.prepare(WORDS_SQL).bind(prefix, prefix + AFTER_EVERY_WORD, MAX_PREFIX_WORDS + 1);
}

function readWords(result: { results: unknown[] } | undefined): PrefixWords {
  const rows = (result?.results ?? []) as Array<{ term: string }>;
  return rows.length > MAX_PREFIX_WORDS ? null : rows.map((row) => row.term);
}

export function withPrefixWords(text: QueryText, words: PrefixWords): QueryText {
  return words === null ? text : { ...text, prefixWords: words };
}

/**
 * The text with its long prefix left to the statements that search it (prefix-in-sql.ts):
 * no lookup of its own, where the words are needed only inside SQL. Words already looked up stay.
 */
export function prefixExpandedInSql(text: QueryText): QueryText {
  return expandablePrefix(text) === null || text.prefixWords !== undefined ? text : { ...text, prefixInSql: true };
}

/** The text with its long prefix expanded (one lookup). */
export async function expandPrefix(db: SqlDatabase, text: QueryText): Promise<QueryText> {
  const prefix = expandablePrefix(text);
  return prefix === null ? text : withPrefixWords(text, await lookUpPrefixWords(db, prefix));
}

/**
 * A search page with the long prefix expanded, in one round trip. When this isolate has
 * expanded the prefix before, the cached words are used and the page's batch counts the
 * vocabulary's words with that prefix: the vocabulary only grows, so an unchanged count
 * means unchanged words. Otherwise (first time, or the count moved) the page's own
 * statements look the words up (prefix-in-sql.ts), and its batch reads them for the cache.
 */
export async function searchWithPrefixWords(
  db: SqlDatabase,
  cache: Cache<PrefixWords>,
  plan: SearchPlan,
  options: SearchRunOptions,
): Promise<SearchResult> {
  const prefix = expandablePrefix(plan.text);
  if (prefix === null) return (await runSearch(db, plan, options)).result;
  const nowMs = options.now.getTime();

  const cached = cache.peek(prefix, nowMs);
  const known = cached ? await cached.catch(() => undefined) : undefined;
  if (known !== undefined) {
    const run = await runSearch(
      db,
      { ...plan, text: withPrefixWords(plan.text, known) },
      { ...options, alongside: [wordCount(db, prefix)] },
    );
    const count = (run.alongside[0]?.results[0] as { n?: number } | undefined)?.n;
    if (known === null ? count === MAX_PREFIX_WORDS + 1 : count === known.length) return run.result;
  }

  const run = await runSearch(
    db,
    { ...plan, text: { ...plan.text, prefixInSql: true } },
    { ...options, alongside: [wordsStatement(db, prefix)] },
  );
  const words = readWords(run.alongside[0]);
  cache.set(prefix, nowMs, words);
  // Counted with these words: kept under their key, as a search with the cached words asks.
  options.totals?.set(totalKey(plan, words ?? undefined), nowMs, run.counted);
  return run.result;
}

function wordCount(db: SqlDatabase, prefix: string): SqlStatement {
  return db.prepare(WORD_COUNT_SQL).bind(prefix, prefix + AFTER_EVERY_WORD, MAX_PREFIX_WORDS + 1);
}
