import { SALARY_MAX_YEARLY } from '../posting/limits';

/**
 * Yearly pay in USD outside these bounds is a typo or not pay (a stipend, a funding round, an
 * hourly rate typed in a yearly field): the salary filter would be wrong with it, so it is dropped.
 * The top is posted jobs' own; the bottom is lower than theirs because imported part-time and
 * hourly roles are published as they are, and only figures that cannot be pay are dropped.
 */
export const PAY_USD_YEARLY_MIN = 1_000;
export const PAY_USD_YEARLY_MAX = SALARY_MAX_YEARLY;

/**
 * A published figure with no word for its interval is read as yearly only when it is at least this
 * much in USD (at the reference rates): as pay a month, a week, a day or an hour it would be at
 * least $240,000 a year, which postings state with the interval when they mean it. Anything smaller
 * with no interval word is not read at all: German and Swiss postings often publish monthly pay
 * without saying so ("5.000 € brutto"), and the filter must not show that as yearly.
 */
export const PAY_YEARLY_WITHOUT_INTERVAL_MIN_USD = 20_000;
