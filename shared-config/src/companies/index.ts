/**
 * Companies as pages of their own (`@chainwork/shared-config/companies`): the ecosystems
 * vocabulary, the directory's and the profile's limits, the claim messages, the profile's
 * schema and the Organization JSON-LD. A subpath, not the root: only the company pages, the
 * api and the gateway load it.
 */
export * from './ecosystems';
export * from './limits';
export * from './messages';
export * from './paths';
export * from './profile-schema';
export * from './organization-json-ld';
export * from './company-meta';
