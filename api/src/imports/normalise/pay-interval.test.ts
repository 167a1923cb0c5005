import { describe, expect, it } from 'vitest';
import { intervalAround, intervalIn } from './pay-interval';

describe('intervalIn', () => {
  it.each([
    ['Hourly Pay Range', 'hour'],
    ['Annual Salary', 'year'],
    ['per month', 'month'],
    ['Day rate', 'day'],
    ['weekly', 'week'],
    ['US Base Salary', null],
    ['hourly or per year', null],
  ])('%s -> %s', (text, interval) => {
    expect(intervalIn(text)).toBe(interval);
  });
});

describe('intervalAround', () => {
  const around = (text: string, amount: string) => {
    const start = text.indexOf(amount);
    return intervalAround(text, start, start + amount.length);
  };
  it.each([
    ['$45/hr', '$45', 'hour'],
    ['$45 per hour', '$45', 'hour'],
    ['Hourly rate: $45', '$45', 'hour'],
    ['$120k-$150k base salary per year', '$120k-$150k', 'year'],
    ['EUR 80-100k / year', 'EUR 80-100k', 'year'],
    ['£6,000 per month', '£6,000', 'month'],
    ['€500 a day', '€500', 'day'],
    ['$2,000 weekly', '$2,000', 'week'],
    ['€90k p.a.', '€90k', 'year'],
    ['€5.000 monatlich', '€5.000', 'month'],
  ])('%s -> %s', (text, amount, interval) => {
    expect(around(text, amount)).toBe(interval);
  });

  it.each([
    ['We ship daily. Salary: $120k', '$120k'],
    ['$120k-150k, hybrid 3 days a week', '$120k-150k'],
    ['$150,000 – $180,000 + equity', '$150,000 – $180,000'],
    ['5+ years of experience. $120k', '$120k'],
  ])('%s names no interval for its amount', (text, amount) => {
    expect(around(text, amount)).toBeNull();
  });
});
