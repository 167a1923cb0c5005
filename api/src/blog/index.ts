/**
 * The blog loader, for the tooling (`npm start`, `npm run content:publish`), exported as
 * `@chainwork/api/content`: validate the files of content/blog/ and load them into D1.
 */
export { loadBlogContent, type BlogLoadResult } from './load';
export { BlogContentError, type BlogContentProblem } from './content-error';
export { parseBlogSource, type BlogSource, type SourceFile } from './parse-content';
export type { SqlDatabase } from '../db/database';
export { SAMPLE_COVER_SVG, sampleBlogSource, samplePostBody, samplePostFile, type SamplePost } from './sample';
