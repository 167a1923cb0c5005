/** Where the directory and a company's page live (the `companies` and `company` routes). */
export const COMPANIES_PATH = '/companies';
export const COMPANY_PATH_PREFIX = '/companies/';

export function companyPath(slug: string): string {
  return `${COMPANY_PATH_PREFIX}${encodeURIComponent(slug)}`;
}
