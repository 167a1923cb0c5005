import { SALARY_CURRENCY } from '@chainwork/shared-config';

/** Number words for the insights page: counts, shares, growth, money, week labels. */

const countFormat = new Intl.NumberFormat('en-US');
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const growthFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: SALARY_CURRENCY,
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const usdFull = new Intl.NumberFormat('en-US', { style: 'currency', currency: SALARY_CURRENCY, maximumFractionDigits: 0 });
const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (n: number) => countFormat.format(n);
/** 0.724 -> "72%". */
export const formatShare = (share: number) => percentFormat.format(share);
/** 0.25 -> "+25%", -0.1 -> "-10%", null (nothing before) -> "new". */
export const formatGrowth = (growth: number | null) => (growth === null ? 'new' : growthFormat.format(growth));
/** $125K: axes and summaries. */
export const formatUsdShort = (usd: number) => usdCompact.format(usd);
/** $125,000: data tables. */
export const formatUsd = (usd: number) => usdFull.format(usd);
/** "Mar 3": a week's first day (UTC, as the api counts). */
export const formatDay = (date: Date) => dayMonth.format(date);
