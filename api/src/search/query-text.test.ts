import { MAX_QUERY_TERMS } from '@chainwork/shared-config';
import { describe, expect, it } from 'vitest';
import { parseQueryText, termPhrases } from './query-text';

describe('parseQueryText', () => {
  it('lowercases, folds diacritics and splits on anything but letters, digits and _', () => {
    expect(parseQueryText('Développeur  SOLIDITY-engineer, snake_case')).toEqual({
      terms: ['developpeur', 'solidity', 'engineer', 'snake_case'],
      lastIsPrefix: true,
    });
  });

  it('makes the last word a prefix only when it has two characters or more', () => {
    expect(parseQueryText('rust e').lastIsPrefix).toBe(false);
    expect(parseQueryText('rust en').lastIsPrefix).toBe(true);
  });

  it('drops repeated words; a repeated last word is no prefix', () => {
    expect(parseQueryText('go rust go')).toEqual({ terms: ['go', 'rust'], lastIsPrefix: false });
  });

  it(`keeps the first ${MAX_QUERY_TERMS} terms, and then none is a prefix`, () => {
    const text = parseQueryText('a1 a2 a3 a4 a5 a6 a7 a8 a9 a10');
    expect(text.terms).toHaveLength(MAX_QUERY_TERMS);
    expect(text.terms.at(-1)).toBe(`a${MAX_QUERY_TERMS}`);
    expect(text.lastIsPrefix).toBe(false);
  });

  it('turns FTS5 syntax into plain words or nothing', () => {
    expect(parseQueryText('"solidity" OR NEAR(rust, go) -defi title:zk *').terms).toEqual([
      'solidity',
      'or',
      'near',
      'rust',
      'go',
      'defi',
      'title',
      'zk',
    ]);
    expect(parseQueryText('"*()-:^').terms).toEqual([]);
    expect(parseQueryText(undefined).terms).toEqual([]);
  });
});

describe('termPhrases', () => {
  it('quotes every term and stars the prefix', () => {
    expect(termPhrases(parseQueryText('near or eng'))).toEqual(['"near"', '"or"', '"eng"*']);
  });

  it('refuses a term with a character outside the token alphabet (never reached from parseQueryText)', () => {
    expect(() => termPhrases({ terms: ['a"b'], lastIsPrefix: false })).toThrow();
  });
});
