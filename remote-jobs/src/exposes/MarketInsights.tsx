/** Exposed as `jobs/MarketInsights` (props: MarketInsightsProps in shared-config). */
export { MarketInsights as default } from '../insights/MarketInsights';
