import { describe, expect, it } from 'vitest';
import { formatPay } from './format';

describe('formatPay', () => {
  it('writes a yearly euro range in thousands', () => {
    expect(formatPay({ currency: 'EUR', interval: 'year', min: 80_000, max: 100_000 })).toBe('€80k – €100k a year');
  });
  it('writes an hourly dollar range as whole dollars', () => {
    expect(formatPay({ currency: 'USD', interval: 'hour', min: 45, max: 60 })).toBe('$45 – $60 an hour');
  });
  it('writes one figure when min and max agree', () => {
    expect(formatPay({ currency: 'GBP', interval: 'month', min: 6_000, max: 6_000 })).toBe('£6k a month');
  });
  it('writes cents when a rate has them', () => {
    expect(formatPay({ currency: 'USD', interval: 'hour', min: 20.1, max: 25 })).toBe('$20.10 – $25 an hour');
  });
  it('writes half thousands and odd figures', () => {
    expect(formatPay({ currency: 'USD', interval: 'year', min: 82_500, max: 90_250 })).toBe('$82.5k – $90,250 a year');
  });
  it('writes the code for a currency without a symbol of its own', () => {
    expect(formatPay({ currency: 'CHF', interval: 'year', min: 140_000, max: 160_000 })).toBe('CHF 140k – CHF 160k a year');
  });
  it('writes millions for currencies counted in them', () => {
    expect(formatPay({ currency: 'JPY', interval: 'year', min: 6_000_000, max: 8_500_000 })).toBe('¥6M – ¥8.5M a year');
  });
});
