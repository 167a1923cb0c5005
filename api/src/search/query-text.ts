import { MAX_QUERY_TERMS } from '@chainwork/shared-config';
import { prefixMarker } from './prefix-in-sql';

/** The search text as the index sees it. */
export interface QueryText {
  /** Lowercase, diacritics removed, unique, at most MAX_QUERY_TERMS; what the UI highlights. */
  terms: string[];
  /** The last term matches as a prefix (the visitor may still be typing it). */
  lastIsPrefix: boolean;
  /**
   * The indexed words the prefix stands for, when looked up (prefix-expansion.ts): the
   * prefix then matches as these words. Absent: FTS5 matches the prefix itself.
   */
  prefixWords?: readonly string[];
  /**
   * The words of the prefix are looked up by the statement that searches it
   * (prefix-in-sql.ts), in the same round trip; `prefixWords` is then absent.
   */
  prefixInSql?: boolean;
}

/** A prefix of one character would match most of the index; it stays a whole word. */
const MIN_PREFIX_LENGTH = 2;

/**
 * Splits search text into terms: lowercase, diacritics folded (as the index's
 * `remove_diacritics 2` does), split on anything but letters, digits and `_` (the
 * index's token characters), duplicates dropped, the first MAX_QUERY_TERMS kept.
 * The last word typed becomes a prefix term when it has two characters or more.
 */
export function parseQueryText(q: string | undefined): QueryText {
  const words = (q ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  const terms: string[] = [];
  for (const word of words) {
    if (terms.length === MAX_QUERY_TERMS) break;
    if (!terms.includes(word)) terms.push(word);
  }
  const lastWord = words.at(-1);
  const lastIsPrefix =
    lastWord !== undefined &&
    terms.at(-1) === lastWord &&
    words.indexOf(lastWord) === words.length - 1 &&
    lastWord.length >= MIN_PREFIX_LENGTH;
  return { terms, lastIsPrefix };
}

/**
 * FTS5 phrases for the terms. Each term is quoted, so user text is never FTS5 syntax
 * (no operators, no column filters, no syntax errors): terms hold only letters, digits
 * and `_`, so there is nothing inside the quotes to escape.
 */
export function termPhrases(text: QueryText): string[] {
  return text.terms.map((term, i) => {
    if (!TOKEN.test(term)) throw new Error('a search term holds a character outside the token alphabet');
    if (i < text.terms.length - 1 || !text.lastIsPrefix) return `"${term}"`;
    if (text.prefixInSql) return prefixMarker(term);
    if (!text.prefixWords) return `"${term}"*`;
    // No indexed word starts with the prefix: the prefix itself is not indexed either, so it matches nothing.
    if (text.prefixWords.length === 0) return `"${term}"`;
    for (const word of text.prefixWords)
      if (!TOKEN.test(word)) throw new Error('an indexed word holds a character outside the token alphabet');
    return text.prefixWords.length === 1 ? `"${text.prefixWords[0]}"` : `(${text.prefixWords.map((word) => `"${word}"`).join(' OR ')})`;
  });
}

/** The index's token characters (unicode61 letters and digits, plus `_`). */
const TOKEN = /^[\p{L}\p{N}_]+$/u;

/** Whether a term of this text could equal a token of the `facets` column (they all hold `_`). */
export function canMatchFacetTokens(text: QueryText): boolean {
  // Words expanded in SQL get their own column filter where they need one.
  if (text.lastIsPrefix && !text.prefixWords && !text.prefixInSql) return true;
  return text.terms.some((term) => term.includes('_')) || (text.prefixWords ?? []).some((word) => word.includes('_'));
}
