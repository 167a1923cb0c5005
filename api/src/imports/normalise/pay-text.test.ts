import { describe, expect, it } from 'vitest';
import { payStatements } from './pay-text';

const statements = (text: string, requirePayWords = false) => [...payStatements(text, { countryCode: null, requirePayWords })];

describe('payStatements', () => {
  it('keeps open ends open', () => {
    expect(statements('up to 150k USD')).toEqual([{ currency: 'USD', interval: null, min: null, max: 150_000 }]);
    expect(statements('from $90k')).toEqual([{ currency: 'USD', interval: null, min: 90_000, max: null }]);
    expect(statements('$90k+')).toEqual([{ currency: 'USD', interval: null, min: 90_000, max: null }]);
  });

  it('reads one "k" for both ends of a range', () => {
    expect(statements('€80-100k')).toEqual([{ currency: 'EUR', interval: null, min: 80_000, max: 100_000 }]);
    expect(statements('$120k-150')).toEqual([{ currency: 'USD', interval: null, min: 120_000, max: 150_000 }]);
  });

  it('refuses amounts with a magnitude or a share after them', () => {
    expect(statements('$40M')).toEqual([]);
    expect(statements('$2B')).toEqual([]);
    expect(statements('$3 million')).toEqual([]);
    expect(statements('$1.2bn')).toEqual([]);
  });

  it('refuses perks and the company money, before or after the amount', () => {
    expect(statements('$1,000 home office stipend')).toEqual([]);
    expect(statements('referral bonus of $5,000')).toEqual([]);
    expect(statements('We raised $20,000,000')).toEqual([]);
    expect(statements('$120k-150k base plus bonus')).toHaveLength(1);
  });

  it('needs words about pay on the line or the line before in a description', () => {
    expect(statements('$120k-150k', true)).toEqual([]);
    expect(statements('Salary\n$120k-150k', true)).toHaveLength(1);
    expect(statements('Intro\n\nThe range is $120k-150k', true)).toHaveLength(1);
    expect(statements('$45/hour', true)).toHaveLength(1);
  });

  it('takes currency codes only in capitals', () => {
    expect(statements('try 100k')).toEqual([]);
    expect(statements('usd 100k')).toEqual([]);
  });
});
