/**
 * One number as pay is written around the world: "120,000", "80.000" (a European thousands
 * point), "140'000" (Swiss), "120 000", "20.14", "45,50", "1.234,56", with "k" for thousands.
 * The pattern finds it; `parseAmount` reads what it found.
 */

/**
 * Thousands groups with one separator throughout, then an optional decimal part; or plain digits.
 * `group` names the separator's capture, so one expression can hold several amounts.
 */
export function amountPattern(group: string): string {
  return String.raw`(?:\d{1,3}(?<${group}>[,.'’\u00a0\u202f ])\d{3}(?:\k<${group}>\d{3})*|\d+)(?:[.,]\d{1,2})?`;
}

/** The thousands and decimal parts of an amount, by the rule: a separator followed by exactly three digits groups thousands. */
export function parseAmount(text: string, thousands: boolean): number | null {
  const match = /^(\d{1,3}(?:([,.'’\u00a0\u202f ])\d{3})(?:\2\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole, group, decimalMark, decimals] = match;
  // "1,000,5" is no number: the decimal mark cannot be the thousands separator.
  if (group !== undefined && decimalMark === group) return null;
  const digits = whole!.replace(/\D/g, '');
  const value = Number(decimals === undefined ? digits : `${digits}.${decimals}`);
  if (!Number.isFinite(value)) return null;
  return thousands ? Math.round(value * 1000 * 100) / 100 : value;
}
