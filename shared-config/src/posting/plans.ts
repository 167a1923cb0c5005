/**
 * What an employer can buy: every price, duration and perk of a plan lives here, once.
 * The form shows these words and numbers, the api charges these prices, and the search,
 * the RSS feed and the alerts read `pinnedDays` / `firstInFeeds` from here.
 */
import { JOB_VALIDITY_MS } from '../constants';
import { DAY_MS } from '../time';

export const PLAN_IDS = ['standard', 'featured'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Every price is in this currency, in its smallest unit (cents). */
export const PLAN_CURRENCY = 'usd';

/** A listing is live for the job page's validity (Date + 30 days), whatever the plan. */
export const LISTING_DAYS = JOB_VALIDITY_MS / DAY_MS;

export interface Plan {
  id: PlanId;
  name: string;
  /** Cents of PLAN_CURRENCY. */
  priceCents: number;
  /** Days the job stays live from its approval (or renewal). */
  durationDays: number;
  /** Days the job is pinned above the search results (0: never). */
  pinnedDays: number;
  /** A highlighted card with the company logo. */
  highlighted: boolean;
  /** Listed before other jobs in the RSS feed and the e-mail alerts. */
  firstInFeeds: boolean;
  /** What the plan buys, in the words the form shows beside it. */
  includes: readonly string[];
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  standard: {
    id: 'standard',
    name: 'Standard',
    priceCents: 14_900,
    durationDays: LISTING_DAYS,
    pinnedDays: 0,
    highlighted: false,
    firstInFeeds: false,
    includes: [
      `Live for ${LISTING_DAYS} days`,
      'Reviewed by a person before it goes live',
      'In search, the RSS feed and the job alerts',
      'Page views and apply clicks on your dashboard',
    ],
  },
  featured: {
    id: 'featured',
    name: 'Featured',
    priceCents: 34_900,
    durationDays: LISTING_DAYS,
    pinnedDays: 14,
    highlighted: true,
    firstInFeeds: true,
    includes: [
      `Live for ${LISTING_DAYS} days`,
      'Pinned above the search results for 14 days',
      'Highlighted card with your logo',
      'Listed first in the RSS feed and the job alerts',
      'Reviewed by a person before it goes live',
      'Page views and apply clicks on your dashboard',
    ],
  },
};

/** "$149" for a plan's price (whole dollars are shown without cents). */
export function formatPlanPrice(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
