import { REFERENCE_USD_RATES } from '@chainwork/shared-config/pay';

/**
 * Currency marks next to an amount. Codes count only in capitals ("TRY", "NOK" and "ZAR" are
 * words otherwise). A bare "$" is the US dollar unless the posting's country has a dollar of
 * its own; "¥", "kr" and "Fr." are not read (each stands for several currencies or for words).
 */
const SYMBOLS: ReadonlyArray<readonly [string, string]> = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['SG$', 'SGD'],
  ['S$', 'SGD'],
  ['HK$', 'HKD'],
  ['R$', 'BRL'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₪', 'ILS'],
  ['zł', 'PLN'],
  ['$', 'USD'],
];

/** Countries whose own currency is written "$". */
const LOCAL_DOLLARS: Readonly<Record<string, string>> = { ca: 'CAD', au: 'AUD', nz: 'NZD', sg: 'SGD', hk: 'HKD' };

const escape = (text: string) => text.replace(/[$]/g, '\\$');
const CODES = Object.keys(REFERENCE_USD_RATES);

/** One currency mark: a code as a whole word, or a symbol (longest first, so "US$" wins over "$"). */
export const CURRENCY_PATTERN = `(?:\\b(?:${CODES.join('|')})\\b|${SYMBOLS.map(([symbol]) => escape(symbol)).join('|')})`;

/** The ISO code of a mark the pattern found; `countryCode` settles a bare "$". */
export function currencyOf(mark: string, countryCode: string | null): string | null {
  const trimmed = mark.trim();
  if (CODES.includes(trimmed)) return trimmed;
  if (trimmed === '$') return (countryCode && LOCAL_DOLLARS[countryCode]) ?? 'USD';
  return SYMBOLS.find(([symbol]) => symbol === trimmed)?.[1] ?? null;
}
