/**
 * Where the search terms occur in a text, the way the api's full-text index matches them
 * (FTS5 unicode61, remove_diacritics 2): text splits into words of letters, digits and
 * `_`; a term matches a whole word, case and accents ignored; the last term also matches
 * the start of a word (prefix matching while typing), so only that start is marked.
 *
 * The result is plain segments; rendering them as React text keeps any markup in a job's
 * title inert (no HTML is ever built from it).
 */

export interface Segment {
  text: string;
  match: boolean;
}

/** The api prefixes the last term only from this length on; shorter ones match whole words. */
export const MIN_PREFIX_LENGTH = 2;

const WORD = /[\p{L}\p{N}_]+/gu;

/** Lowercase without diacritics, one code point at a time so offsets can be mapped back. */
function foldChar(ch: string): string {
  return ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function foldTerm(term: string): string {
  return Array.from(term, foldChar).join('');
}

/** How many code units of `word` cover its first `foldedLength` folded characters; -1 if it does not start with `prefix`. */
function matchedPrefixLength(word: string, prefix: string): number {
  let folded = '';
  let consumed = 0;
  for (const ch of word) {
    if (folded.length >= prefix.length) break;
    folded += foldChar(ch);
    consumed += ch.length;
  }
  return folded.startsWith(prefix) ? consumed : -1;
}

export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const folded = terms.map(foldTerm).filter(Boolean);
  if (folded.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const whole = new Set(folded);
  const last = folded[folded.length - 1]!;
  const prefix = last.length >= MIN_PREFIX_LENGTH ? last : null;

  const segments: Segment[] = [];
  let cursor = 0;
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const previous = segments[segments.length - 1];
    if (previous && previous.match === match) previous.text += piece;
    else segments.push({ text: piece, match });
  };
  for (const found of text.matchAll(WORD)) {
    const word = found[0];
    const start = found.index;
    let length = 0;
    if (whole.has(foldTerm(word))) length = word.length;
    else if (prefix) length = Math.max(0, matchedPrefixLength(word, prefix));
    if (length === 0) continue;
    push(text.slice(cursor, start), false);
    push(text.slice(start, start + length), true);
    cursor = start + length;
  }
  push(text.slice(cursor), false);
  return segments;
}
