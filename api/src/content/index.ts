/** Content loading for tools (`npm start`, the content command): exported as `@chainwork/api/content`. */
export { loadDirectory, DIRECTORY_LOAD_KIND, type LoadResult } from './directory/load-directory';
export { parseDirectoryFiles } from './directory/directory-file';
export { ContentFileError, type ContentFile } from './content-file';
export { refreshSampleEvents, sampleEvents } from './events/sample-events';
export { importEvents, type ImportResult } from './events/import-events';
