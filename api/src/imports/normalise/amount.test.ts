import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountPattern, parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['120,000', false, 120_000],
    ['120', true, 120_000],
    ['80.000', false, 80_000],
    ["140'000", false, 140_000],
    ['140’000', false, 140_000],
    ['120 000', false, 120_000],
    ['20.14', false, 20.14],
    ['45,50', false, 45.5],
    ['1.234,56', false, 1234.56],
    ['120,000.50', false, 120_000.5],
    ['1.5', true, 1_500],
    ['1,000,000', false, 1_000_000],
  ])('reads %s (k: %s) as %d', (text, thousands, expected) => {
    expect(parseAmount(text, thousands)).toBe(expected);
  });

  it.each(['1,000,5', '12,34,567', 'abc', '', '1.2.3'])('refuses %s', (text) => {
    expect(parseAmount(text, false)).toBeNull();
  });

  it('reads back any whole amount written with any one thousands separator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9_999_999 }), fc.constantFrom(',', '.', "'", ' '), (value, separator) => {
        const text = value.toLocaleString('en-US').replace(/,/g, separator);
        expect(new RegExp(`^${amountPattern('g')}$`).test(text)).toBe(true);
        expect(parseAmount(text, false)).toBe(value);
      }),
    );
  });
});
