/** The normaliser and its version, for tools that time or replay an import's steps outside the Worker (bench). */
export { normalisePosting } from './normalise';
export { NORMALISER_VERSION } from '../pipeline/constants';
