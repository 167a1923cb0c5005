import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands, mediumDate, usdCompact, usdWhole } from './numbers';

const intl = {
  count: new Intl.NumberFormat('en-US'),
  whole: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  compact0: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 0 }),
  compact1: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }),
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }),
};

/** Salaries and counts as the api has them (whole numbers), and a few fractional amounts. */
const amounts = fc.oneof(
  fc.integer({ min: 1, max: 999_999_999_999 }),
  fc.integer({ min: 1, max: 2_000_000 }),
  fc.double({ min: 0.5, max: 5e9, noNaN: true }),
);
/** Around each unit's edge, where rounding may move an amount into the next unit. */
const edges = [
  1, 949, 950, 999, 999.4, 999.5, 999.96, 1000, 9_950, 99_950, 125_450, 949_999, 950_000, 999_499, 999_500, 999_949, 999_950, 999_999, 1e6,
  1_050_000, 999_950_000, 1e9, 1e12,
];

describe('en-US formats without Intl, checked against Intl', () => {
  it('groups thousands like Intl', () => {
    fc.assert(fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (n) => groupThousands(n) === intl.count.format(n)));
    expect(groupThousands(0)).toBe('0');
  });

  it('writes whole dollars like Intl', () => {
    fc.assert(fc.property(amounts, (n) => usdWhole(n) === intl.whole.format(n)));
  });

  it.each([
    [0, intl.compact0],
    [1, intl.compact1],
  ] as const)('writes compact dollars with at most %i decimal like Intl', (digits, format) => {
    for (const n of edges) expect(usdCompact(n, digits), String(n)).toBe(format.format(n));
    fc.assert(fc.property(amounts, (n) => usdCompact(n, digits) === format.format(n)));
  });

  it('writes a medium date like Intl, in the local time zone', () => {
    const dates = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(fc.property(dates, (date) => mediumDate(date) === intl.medium.format(date)));
  });
});
