/**
 * Pay as the stand-in's companies publish it: in the provider's structured fields, only in the
 * description's words (the formats the import must read), or not at all. Amounts follow the
 * role's market rate (the seed's), in the currency the company pays in.
 */
export type Currency = 'USD' | 'EUR' | 'GBP' | 'CHF';
export type Interval = 'year' | 'month' | 'hour';

/** The formats of pay written in words, each one way real boards write it. */
export const TEXT_PAY_FORMATS = {
  /** "$120k-150k" */
  'usd-k': 'USD',
  /** "USD 120,000 - 150,000" */
  'usd-code': 'USD',
  /** "EUR 80-100k / year" */
  'eur-k-year': 'EUR',
  /** "€45/hour" */
  'eur-hour': 'EUR',
  /** "£6,000 per month" */
  'gbp-month': 'GBP',
  /** "CHF 140'000" */
  chf: 'CHF',
} as const satisfies Record<string, Currency>;
export type TextPayFormat = keyof typeof TEXT_PAY_FORMATS;

export type PayStyle = 'none' | { structured: Currency; interval: Interval } | { text: TextPayFormat };

export type Pay =
  | { kind: 'structured'; currency: Currency; interval: Interval; min: number; max: number }
  | { kind: 'text'; format: TextPayFormat; text: string }
  | null;

/** Rough reference rates, only to make amounts look right in each currency. */
const PER_USD: Record<Currency, number> = { USD: 1, EUR: 0.92, GBP: 0.79, CHF: 0.88 };

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const grouped = (value: number, separator: string) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** A range around a yearly USD midpoint, in the currency and interval asked. */
export function rangeFor(yearlyUsd: number, currency: Currency, interval: Interval): { min: number; max: number } {
  const yearly = yearlyUsd * PER_USD[currency];
  if (interval === 'hour') {
    const hourly = Math.max(15, Math.round(yearly / 2080));
    return { min: hourly, max: hourly + 10 };
  }
  if (interval === 'month') {
    const monthly = roundTo(yearly / 12, 250);
    return { min: monthly, max: monthly + 1000 };
  }
  const min = roundTo(yearly * 0.9, 5000);
  return { min, max: min + roundTo(yearly * 0.25, 5000) };
}

/** The words of a pay in one of the text formats. */
export function payText(format: TextPayFormat, yearlyUsd: number): string {
  switch (format) {
    case 'usd-k': {
      const { min, max } = rangeFor(yearlyUsd, 'USD', 'year');
      return `$${min / 1000}k-${max / 1000}k`;
    }
    case 'usd-code': {
      const { min, max } = rangeFor(yearlyUsd, 'USD', 'year');
      return `USD ${grouped(min, ',')} - ${grouped(max, ',')}`;
    }
    case 'eur-k-year': {
      const { min, max } = rangeFor(yearlyUsd, 'EUR', 'year');
      return `EUR ${min / 1000}-${max / 1000}k / year`;
    }
    case 'eur-hour':
      return `€${rangeFor(yearlyUsd, 'EUR', 'hour').min}/hour`;
    case 'gbp-month':
      return `£${grouped(rangeFor(yearlyUsd, 'GBP', 'month').min, ',')} per month`;
    case 'chf':
      return `CHF ${grouped(rangeFor(yearlyUsd, 'CHF', 'year').min, "'")}`;
  }
}

export function payFor(style: PayStyle, yearlyUsd: number): Pay {
  if (style === 'none') return null;
  if ('text' in style) return { kind: 'text', format: style.text, text: payText(style.text, yearlyUsd) };
  return {
    kind: 'structured',
    currency: style.structured,
    interval: style.interval,
    ...rangeFor(yearlyUsd, style.structured, style.interval),
  };
}
