import { describe, expect, it } from 'vitest';
import { PAY_PERIODS_PER_YEAR, annualise } from './intervals';
import { REFERENCE_USD_RATES, REFERENCE_USD_RATES_TAKEN_ON, toUsd } from './rates';

describe('reference rates', () => {
  it('are positive, keyed by ISO 4217 codes, with USD at 1', () => {
    expect(REFERENCE_USD_RATES.USD).toBe(1);
    for (const [code, rate] of Object.entries(REFERENCE_USD_RATES)) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(rate).toBeGreaterThan(0);
    }
  });
  it('say the day they stand for', () => {
    expect(REFERENCE_USD_RATES_TAKEN_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('convert known currencies and refuse unknown ones', () => {
    expect(toUsd(100, 'EUR')).toBeCloseTo(117);
    expect(toUsd(100, 'XYZ')).toBeNull();
    expect(toUsd(100, 'toString')).toBeNull();
  });
});

describe('annualise', () => {
  it('uses 2080 hours, 260 days, 52 weeks and 12 months', () => {
    expect(PAY_PERIODS_PER_YEAR).toEqual({ year: 1, month: 12, week: 52, day: 260, hour: 2080 });
    expect(annualise(50, 'hour')).toBe(104_000);
  });
});
