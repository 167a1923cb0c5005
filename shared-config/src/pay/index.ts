/**
 * Pay as companies publish it: intervals, the reference USD rates the salary filter converts with,
 * the sanity bounds, and how pay is shown. A subpath (`@chainwork/shared-config/pay`), not the root:
 * the root is first-load weight on every page, and only the importer and the job pages need this.
 */
export { PAY_INTERVALS, PAY_INTERVAL_LABELS, PAY_PERIODS_PER_YEAR, annualise, type PayInterval } from './intervals';
export { REFERENCE_USD_RATES, REFERENCE_USD_RATES_TAKEN_ON, isPayCurrency, toUsd, type PayCurrency } from './rates';
export { PAY_USD_YEARLY_MAX, PAY_USD_YEARLY_MIN, PAY_YEARLY_WITHOUT_INTERVAL_MIN_USD } from './bounds';
export { formatPay } from './format';
