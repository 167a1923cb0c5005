/**
 * `@chainwork/api/alerts-digest`: the alerts' digest search and the parts it is built from, for
 * the alerts benchmark, which times it against a naive baseline it builds itself from the same
 * parts (bench/alerts/naive-digest-search.ts). No product code imports this entry.
 */
export { digestsStatement, type DigestTarget } from './digest-search';
export { alertSearch } from '../alert-row';
export { ALERTS_PER_MESSAGE } from '../run/messages';
export { rebuildWindowStatements, RUN_CEILING } from '../run/window-index';
export { SUMMARY_COLUMNS } from '../../db/job-row';
export { filterClauses } from '../../search/match-expression';
export { parseQueryText } from '../../search/query-text';
export { planSearch, postedAfter } from '../../search/search-plan';
export type { SqlDatabase, SqlStatement } from '../../db/database';
