/** How often a published pay figure is paid. The api's import types use this one list. */
export const PAY_INTERVALS = ['year', 'month', 'week', 'day', 'hour'] as const;
export type PayInterval = (typeof PAY_INTERVALS)[number];

/** The words after an amount: "$45 an hour", "€80k a year". */
export const PAY_INTERVAL_LABELS: Record<PayInterval, string> = {
  year: 'a year',
  month: 'a month',
  week: 'a week',
  day: 'a day',
  hour: 'an hour',
};

/**
 * Periods in a year, to compare pay published per hour, day, week or month with yearly pay:
 * full time is 40 hours a week and 260 working days (52 five-day weeks).
 */
export const PAY_PERIODS_PER_YEAR: Record<PayInterval, number> = {
  year: 1,
  month: 12,
  week: 52,
  day: 260,
  hour: 2080,
};

/** A published pay figure times this many periods: the yearly figure. */
export function annualise(amount: number, interval: PayInterval): number {
  return amount * PAY_PERIODS_PER_YEAR[interval];
}
