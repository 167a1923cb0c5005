/**
 * @chainwork/shared-config/feeds/paths: the JSON Feed's path alone, without the feeds'
 * helpers, for a page's "Follow this search" links (the RSS path is the route table's
 * `rss`), so a first page pays a few bytes for it, not the module.
 */
export const JOBS_JSON_FEED_PATH = '/feed.json';
