/** The search index's change counter (migration 0005), read in the same batch as what it guards. */
export const SEARCH_VERSION_SQL = 'SELECT version FROM search_version WHERE id = 1';

export function readVersion(result: { results: unknown[] } | undefined): number {
  const version = (result?.results[0] as { version?: unknown } | undefined)?.version;
  if (typeof version !== 'number') throw new Error('search_version returned no row');
  return version;
}
