import fc from 'fast-check';
import { PAY_INTERVALS, PAY_USD_YEARLY_MAX, PAY_USD_YEARLY_MIN, annualise, toUsd, type PayInterval } from '@chainwork/shared-config/pay';
import { describe, expect, it } from 'vitest';
import { checkedPay, normalisePay, payFromText } from './salary';

const asPayText = { countryCode: null, requirePayWords: false };

/** How a currency is written before an amount in the generated texts. */
const MARKS: ReadonlyArray<readonly [string, string]> = [
  ['USD', '$'],
  ['USD', 'USD '],
  ['EUR', '€'],
  ['EUR', 'EUR '],
  ['GBP', '£'],
  ['CHF', 'CHF '],
  ['CAD', 'CA$'],
  ['SGD', 'S$'],
];
const WORDS: Record<PayInterval, readonly string[]> = {
  year: ['per year', 'a year', '/yr', 'annually', '/ year'],
  month: ['per month', 'monthly', '/month', 'a month'],
  week: ['per week', 'weekly', '/wk'],
  day: ['per day', 'daily', '/day'],
  hour: ['per hour', '/hr', 'hourly', 'an hour'],
};

function inBounds(currency: string, interval: PayInterval, min: number, max: number): boolean {
  const low = toUsd(annualise(min, interval), currency)!;
  const high = toUsd(annualise(max, interval), currency)!;
  return Math.round(low) >= PAY_USD_YEARLY_MIN && Math.round(high) <= PAY_USD_YEARLY_MAX;
}

describe('payFromText, properties', () => {
  it('reads back any range of a known currency and interval, written with its interval word', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKS),
        fc.constantFrom(...PAY_INTERVALS),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.nat(),
        fc.constantFrom(' - ', '-', ' – ', ' to '),
        fc.boolean(),
        ([currency, mark], interval, min, spread, wordPick, dash, markBoth) => {
          const max = min + spread;
          fc.pre(inBounds(currency, interval, min, max));
          const word = WORDS[interval][wordPick % WORDS[interval].length]!;
          const written = (n: number) => n.toLocaleString('en-US');
          const text = `${mark}${written(min)}${dash}${markBoth ? mark : ''}${written(max)} ${word}`;
          expect(payFromText(text, asPayText)).toMatchObject({ currency, interval, min, max });
        },
      ),
    );
  });

  it('reads back yearly ranges written in thousands', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKS),
        fc.integer({ min: 30, max: 900 }),
        fc.integer({ min: 0, max: 300 }),
        ([currency, mark], low, spread) => {
          const high = low + spread;
          expect(payFromText(`${mark}${low}k-${high}k`, asPayText)).toMatchObject({
            currency,
            interval: 'year',
            min: low * 1000,
            max: high * 1000,
          });
        },
      ),
    );
  });

  it('finds nothing in a text without a currency symbol or code', () => {
    const pieces = fc.constantFrom(
      '120',
      '150',
      '80,000',
      '95.000',
      'k',
      ' ',
      '-',
      '–',
      'per hour',
      'a year',
      'salary',
      'up to',
      'from',
      '401k',
      'eur',
      'usd',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 20 }), (parts) => {
        expect(payFromText(parts.join(''), asPayText)).toBeNull();
        expect(payFromText(parts.join(''), { countryCode: null, requirePayWords: true })).toBeNull();
      }),
    );
  });

  it('gives yearly USD within the bounds, low to high, for anything it reads', () => {
    const pieces = fc.constantFrom(
      '$',
      '€',
      '£',
      'USD',
      'CHF',
      '1',
      '20',
      '45',
      '120',
      '999',
      '80,000',
      '1.500',
      "140'000",
      'k',
      'K',
      ' ',
      '-',
      '/hr',
      ' per month',
      ' a day',
      ' weekly',
      '+',
      'M',
      '\n',
      'salary ',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 24 }), (parts) => {
        const pay = payFromText(parts.join(''), asPayText);
        if (pay === null) return;
        expect(pay.usdYearlyMin).toBeGreaterThanOrEqual(PAY_USD_YEARLY_MIN);
        expect(pay.usdYearlyMax).toBeLessThanOrEqual(PAY_USD_YEARLY_MAX);
        expect(pay.usdYearlyMin).toBeLessThanOrEqual(pay.usdYearlyMax);
        expect(pay.min).toBeLessThanOrEqual(pay.max);
      }),
    );
  });

  it('never throws, whatever the text', () => {
    // Any UTF-16 unit (lone surrogates too), mixed with the pieces pay is written with.
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('$', '€', 'CHF', 'k', '-', ' – ', '1', '000', ',', '.', "'", ' per hour', '\n', 'salary', 'up to '),
    );
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 400 }).map((units) => units.join('')),
        (text) => {
          payFromText(text, asPayText);
          payFromText(text, { countryCode: 'ca', requirePayWords: true });
        },
      ),
    );
  });
});

describe('checkedPay', () => {
  it('swaps a range written high to low', () => {
    expect(checkedPay({ currency: 'USD', interval: 'year', min: 150_000, max: 120_000 })).toMatchObject({ min: 120_000, max: 150_000 });
  });
  it('stores an open upper end as its lower figure, and refuses an open lower end', () => {
    expect(checkedPay({ currency: 'USD', interval: 'year', min: 90_000, max: null })).toMatchObject({ min: 90_000, max: 90_000 });
    expect(checkedPay({ currency: 'USD', interval: 'year', min: null, max: 150_000 })).toBeNull();
  });
  it('reads a figure without an interval as yearly only when it cannot be anything else', () => {
    expect(checkedPay({ currency: 'USD', interval: null, min: 120_000, max: 150_000 })).toMatchObject({ interval: 'year' });
    expect(checkedPay({ currency: 'EUR', interval: null, min: 5_000, max: 5_000 })).toBeNull();
    expect(checkedPay({ currency: 'USD', interval: null, min: 45, max: 60 })).toBeNull();
  });
  it('converts at the reference rates and annualises', () => {
    expect(checkedPay({ currency: 'EUR', interval: 'hour', min: 45, max: 45 })).toEqual({
      currency: 'EUR',
      interval: 'hour',
      min: 45,
      max: 45,
      usdYearlyMin: Math.round(45 * 2080 * 1.17),
      usdYearlyMax: Math.round(45 * 2080 * 1.17),
    });
  });
  it('refuses a currency without a reference rate and figures outside the bounds', () => {
    expect(checkedPay({ currency: 'XAU', interval: 'year', min: 100, max: 100 })).toBeNull();
    expect(checkedPay({ currency: 'CAD', interval: 'year', min: 100, max: 130 })).toBeNull();
    expect(checkedPay({ currency: 'USD', interval: 'hour', min: 2_000, max: 2_000 })).toBeNull();
    expect(checkedPay({ currency: 'USD', interval: 'year', min: 0, max: 0 })).toBeNull();
  });
});

describe('normalisePay', () => {
  const none = { pay: null, payText: null, countryCode: null };

  it('takes the structured pay first', () => {
    const pay = normalisePay(
      { ...none, pay: { currency: 'usd', interval: 'year', min: 100_000, max: 120_000 }, payText: '$1 - $2 an hour' },
      'Salary: $200k',
    );
    expect(pay).toMatchObject({ currency: 'USD', interval: 'year', min: 100_000, max: 120_000 });
  });

  it("reads a Greenhouse range's interval from its title, else from the description", () => {
    const range = { currency: 'USD', interval: null, min: 45, max: 60 };
    expect(normalisePay({ ...none, pay: range, payText: 'Hourly Pay Range' }, '')).toMatchObject({ interval: 'hour' });
    expect(normalisePay({ ...none, pay: range }, 'Pay: $45 - $60 per hour')).toMatchObject({ interval: 'hour', min: 45 });
    expect(normalisePay({ ...none, pay: range, payText: 'US Base Pay' }, '')).toBeNull();
    expect(normalisePay({ ...none, pay: { ...range, min: 140_000, max: 160_000 } }, '')).toMatchObject({ interval: 'year' });
  });

  it('falls back to the pay text, then to the description', () => {
    expect(normalisePay({ ...none, payText: '€80k – €95k a year' }, 'Salary: $200k')).toMatchObject({ currency: 'EUR', min: 80_000 });
    expect(normalisePay(none, 'Salary: $200k')).toMatchObject({ currency: 'USD', min: 200_000 });
    expect(normalisePay(none, 'Competitive salary and $40M raised')).toBeNull();
  });

  it('passes over structured pay that fails the checks', () => {
    const pay = normalisePay(
      { ...none, pay: { currency: 'CAD', interval: 'year', min: 100, max: 130 }, payText: 'CA$100,000 - CA$130,000 per year' },
      '',
    );
    expect(pay).toMatchObject({ currency: 'CAD', min: 100_000, max: 130_000 });
  });
});
