import { MAX_QUERY_TERMS } from '@chainwork/shared-config';

/** The search text as the index sees it. */
export interface QueryText {
  /** Lowercase, diacritics removed, unique, at most MAX_QUERY_TERMS; what the UI highlights. */
  terms: string[];
  /** The last term matches as a prefix (the visitor may still be typing it). */
  lastIsPrefix: boolean;
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
  const lastIsPrefix = lastWord !== undefined && terms.at(-1) === lastWord
    && words.indexOf(lastWord) === words.length - 1 && lastWord.length >= MIN_PREFIX_LENGTH;
  return { terms, lastIsPrefix };
}

/**
 * FTS5 phrases for the terms. Each term is quoted, so user text is never FTS5 syntax
 * (no operators, no column filters, no syntax errors): terms hold only letters, digits
 * and `_`, so there is nothing inside the quotes to escape.
 */
export function termPhrases(text: QueryText): string[] {
  return text.terms.map((term, i) => {
    if (!/^[\p{L}\p{N}_]+$/u.test(term)) throw new Error('a search term holds a character outside the token alphabet');
    return i === text.terms.length - 1 && text.lastIsPrefix ? `"${term}"*` : `"${term}"`;
  });
}
