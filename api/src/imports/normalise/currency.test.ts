import { describe, expect, it } from 'vitest';
import { CURRENCY_PATTERN, currencyOf } from './currency';

const whole = new RegExp(`^${CURRENCY_PATTERN}$`);

describe('currency marks', () => {
  it.each([
    ['$', null, 'USD'],
    ['US$', 'ca', 'USD'],
    ['$', 'ca', 'CAD'],
    ['$', 'au', 'AUD'],
    ['$', 'de', 'USD'],
    ['€', null, 'EUR'],
    ['£', null, 'GBP'],
    ['CHF', null, 'CHF'],
    ['R$', null, 'BRL'],
    ['S$', null, 'SGD'],
  ])('%s (country %s) is %s', (mark, country, code) => {
    expect(whole.test(mark)).toBe(true);
    expect(currencyOf(mark, country)).toBe(code);
  });

  it.each(['usd', 'try', 'nok', '¥', 'kr', 'Fr.', 'XYZ'])('%s is no mark', (mark) => {
    expect(whole.test(mark)).toBe(false);
  });
});
