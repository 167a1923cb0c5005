/**
 * Reference exchange rates, in US dollars for one unit of each currency, rounded to three
 * significant figures. A FIXED TABLE FOR THE SALARY FILTER ONLY: imported pay is stored as
 * published (currency, interval, amounts) and shown that way; these rates only place it on the
 * filter's yearly USD scale, where a few percent of drift moves a job by less than one of the
 * filter's steps. They are not market rates and nothing may be priced or paid with them.
 * Refresh them by hand (and the date below) when a currency has moved by more than about 10%.
 * A currency missing here gets no USD figure, so pay in it is not imported as pay.
 */
export const REFERENCE_USD_RATES_TAKEN_ON = '2025-07-01';

export const REFERENCE_USD_RATES = {
  USD: 1,
  EUR: 1.17,
  GBP: 1.36,
  CHF: 1.25,
  CAD: 0.73,
  AUD: 0.655,
  NZD: 0.605,
  SGD: 0.784,
  HKD: 0.127,
  JPY: 0.00692,
  KRW: 0.000735,
  INR: 0.0117,
  CNY: 0.139,
  AED: 0.272,
  ILS: 0.297,
  ZAR: 0.0563,
  BRL: 0.183,
  MXN: 0.053,
  SEK: 0.105,
  NOK: 0.0985,
  DKK: 0.157,
  PLN: 0.276,
  CZK: 0.0473,
} as const satisfies Record<string, number>;

export type PayCurrency = keyof typeof REFERENCE_USD_RATES;

export function isPayCurrency(code: string): code is PayCurrency {
  return Object.hasOwn(REFERENCE_USD_RATES, code);
}

/** An amount in USD at the reference rate; null for a currency without one. */
export function toUsd(amount: number, currency: string): number | null {
  return isPayCurrency(currency) ? amount * REFERENCE_USD_RATES[currency] : null;
}
