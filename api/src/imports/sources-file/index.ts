/** The reviewed sources file (content/sources/*.yaml) -> companies and import sources in D1. */
export { loadSources, sourcesStatements, SOURCE_LEFT_FILE, type SourcesLoadResult } from './load';
export { parseSourcesFile, parseSourcesFiles, sourceId, type LoadedEntry, type SourcesFile } from './parse';
export { domainOf } from './domain';
export { checkBoard } from './board';
export { BOARDS_PER_COMPANY_MAX, type BoardEntry, type CompanyEntry, type SourceEntry } from './schema';
