/**
 * Content loading for the tooling (`npm start`, `npm run content`, `npm run content:publish`),
 * exported as `@chainwork/api/content`: the blog (content/blog), the funding directory
 * (content/funding), the events calendar (imports and the fictional local samples) and the
 * reviewed job-board sources (content/sources).
 */
export { loadBlogContent, type BlogLoadResult } from '../blog/load';
export { BlogContentError, type BlogContentProblem } from '../blog/content-error';
export { parseBlogSource, type BlogSource, type SourceFile } from '../blog/parse-content';
export { SAMPLE_COVER_SVG, sampleBlogSource, samplePostBody, samplePostFile, type SamplePost } from '../blog/sample';
export type { SqlDatabase } from '../db/database';
export { loadDirectory, DIRECTORY_LOAD_KIND, type LoadResult } from './directory/load-directory';
export { parseDirectoryFiles } from './directory/directory-file';
export { ContentFileError, type ContentFile } from './content-file';
export { refreshSampleEvents, sampleEvents } from './events/sample-events';
export { importEvents, type ImportResult } from './events/import-events';
export {
  loadSources,
  parseSourcesFiles,
  type CompanyEntry,
  type LoadedEntry,
  type SourcesFile,
  type SourcesLoadResult,
} from '../imports/sources-file';
export { PROVIDERS, type Provider } from '../imports/types';
