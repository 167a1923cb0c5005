import {
  PAY_USD_YEARLY_MAX,
  PAY_USD_YEARLY_MIN,
  PAY_YEARLY_WITHOUT_INTERVAL_MIN_USD,
  annualise,
  isPayCurrency,
  toUsd,
} from '@chainwork/shared-config/pay';
import type { NormalisedPay, RawPosting, StructuredPay } from '../types';
import { intervalIn } from './pay-interval';
import { payStatements, type PayInText } from './pay-text';

/**
 * Pay as published, checked, with its yearly USD figures; null when it cannot be known.
 * The rules ("never guess"):
 * - An open upper end ("from $90k") stores the lower figure as both ends: the filter's "at
 *   least" is true of it. An open lower end ("up to 150k USD") is no pay: its only figure may be
 *   far above what the job pays, and the filter would show it to people asking for that much.
 * - A range written high to low ("150k-120k") is swapped: both figures are as published.
 * - No interval word: yearly only when the smaller figure is at least
 *   PAY_YEARLY_WITHOUT_INTERVAL_MIN_USD ("$120k"); otherwise no pay. Hourly or monthly is
 *   never concluded from a figure's size.
 * - A currency without a reference rate, a figure of zero, or yearly USD outside
 *   PAY_USD_YEARLY_MIN..MAX: no pay.
 */
export function checkedPay(pay: PayInText): NormalisedPay | null {
  if (pay.min === null || !isPayCurrency(pay.currency)) return null;
  let min = pay.min;
  let max = pay.max ?? pay.min;
  if (min > max) [min, max] = [max, min];
  if (!(min > 0) || !Number.isFinite(max)) return null;
  const interval = pay.interval ?? (toUsd(min, pay.currency)! >= PAY_YEARLY_WITHOUT_INTERVAL_MIN_USD ? 'year' : null);
  if (interval === null) return null;
  const usdYearlyMin = Math.round(toUsd(annualise(min, interval), pay.currency)!);
  const usdYearlyMax = Math.round(toUsd(annualise(max, interval), pay.currency)!);
  if (usdYearlyMin < PAY_USD_YEARLY_MIN || usdYearlyMax > PAY_USD_YEARLY_MAX) return null;
  return { currency: pay.currency, interval, min, max, usdYearlyMin, usdYearlyMax };
}

/** The first statement of pay in a text that passes the checks. */
export function payFromText(text: string, options: { countryCode: string | null; requirePayWords: boolean }): NormalisedPay | null {
  for (const statement of payStatements(text, options)) {
    const pay = checkedPay(statement);
    if (pay) return pay;
  }
  return null;
}

/**
 * A provider's structured pay. Greenhouse's ranges have no interval: it comes from the range's
 * title and blurb (the adapter's pay text, "Hourly Pay Range"), else from the description's own
 * statement of pay in the same currency, else the rule for figures without an interval word.
 */
function structured(pay: StructuredPay, payText: string | null, descriptionText: string, countryCode: string | null): NormalisedPay | null {
  const currency = pay.currency.toUpperCase();
  let interval = pay.interval ?? (payText ? intervalIn(payText) : null);
  if (interval === null) {
    for (const statement of payStatements(descriptionText, { countryCode, requirePayWords: true })) {
      if (statement.currency === currency && statement.interval !== null) {
        interval = statement.interval;
        break;
      }
    }
  }
  return checkedPay({ currency, interval, min: pay.min ?? null, max: pay.max });
}

/** Pay from the provider's fields first, then its separate pay text, then the description. */
export function normalisePay(raw: Pick<RawPosting, 'pay' | 'payText' | 'countryCode'>, descriptionText: string): NormalisedPay | null {
  const fromFields = raw.pay ? structured(raw.pay, raw.payText, descriptionText, raw.countryCode) : null;
  if (fromFields) return fromFields;
  const fromPayText = raw.payText ? payFromText(raw.payText, { countryCode: raw.countryCode, requirePayWords: false }) : null;
  return fromPayText ?? payFromText(descriptionText, { countryCode: raw.countryCode, requirePayWords: true });
}
