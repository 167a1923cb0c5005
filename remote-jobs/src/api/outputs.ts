/**
 * Names for the parts of the api's answers this remote renders. Every one is read off the
 * real router (`RouterOutputs`), so the api's types stay the only contract.
 */
import type { RouterOutputs } from '@chainwork/api';

export type SearchFacets = RouterOutputs['jobs']['facets'];
export type FacetCount = SearchFacets['tags'][number];

export type MarketInsights = RouterOutputs['insights']['market'];
export type WeeklyJobs = MarketInsights['weeks'][number];
export type TagTrend = MarketInsights['topTags'][number];
/** Salary percentiles in USD per year, over the jobs that state a salary. */
export type SalaryPercentiles = Omit<MarketInsights['salaryByTag'][number], 'tag'>;

/** A job posting as its employer edits it (`posting.draft`, `posting.saveStep`). */
export type PostingView = NonNullable<RouterOutputs['posting']['draft']>;
/** One row of the employer's dashboard (`posting.mine`). */
export type DashboardItem = RouterOutputs['posting']['mine'][number];
/** One job waiting in the moderation queue (`posting.reviewQueue`). */
export type ReviewItem = RouterOutputs['posting']['reviewQueue'][number];
export type RiskSignal = ReviewItem['signals'][number];
