/** The providers' adapters and the board fetcher: what the pipeline, the routers and `npm run sources:add` use. */
export { ADAPTERS } from './adapters';
export { PRODUCTION_BASES, providerBases } from './bases';
export { BoardRef, boardProblem } from './board-ref';
export { FETCH_LIMITS, IMPORT_USER_AGENT, fetchBoard, type BoardSource, type FetchBoardDeps } from './fetch-board';
export { saltedSha256Hex } from './raw-hash';
export type { ProviderAdapter, ProviderBases } from './provider';
