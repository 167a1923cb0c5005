import { type DirectoryFilters } from '@chainwork/shared-config/content';
import { directoryParams, parseDirectoryParams } from '@chainwork/shared-config/schemas/content';
import { useUrlFilters, type FiltersUpdate } from '../shared/use-url-filters';

/** The directory's filters, in the URL. */
export function useDirectoryFilters(): [DirectoryFilters, FiltersUpdate<DirectoryFilters>] {
  return useUrlFilters(parseDirectoryParams, directoryParams);
}
