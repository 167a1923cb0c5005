import { route } from '@chainwork/shared-config';

/**
 * The directory's path and a company page's, from the route table (`companies`,
 * `/companies/:slug`): the job card and the job page link here, and they are first-load
 * code, so this reads the root's table rather than the companies module.
 */
export const COMPANIES_PATH = route('companies').path;

export function companyPath(slug: string): string {
  return route('company').path.replace(':slug', encodeURIComponent(slug));
}
