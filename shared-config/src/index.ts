/**
 * @chainwork/shared-config: the runtime-agnostic face (no React), safe to import
 * from Workers. React pieces live in `@chainwork/shared-config/react`.
 */
export * from './constants';
export * from './routes';
export * from './blog';
export * from './locations';
export * from './jobs';
// The rest of the page metadata is the `./meta` subpath (loaded on demand); the share bars of a first page need the canonical URL.
export { canonicalUrl } from './meta/canonical';
export * from './federation/contract';
export * from './federation/routing';
export * from './limits';
export * from './runtime-config';
export * from './search';
export * from './identity';
export * from './alerts';
export * from './accounts';
export * from './markdown';
