import type { CompaniesProps } from '@chainwork/shared-config/federation';
import { CompaniesDirectory } from '../companies/directory/CompaniesDirectory';
import { CompanyPage } from '../companies/page/CompanyPage';

/**
 * Exposed as `jobs/Companies`: the directory, or with `slug` a company's page. One expose for
 * both (a visitor in the directory opens a page next), which also keeps the job cards' modules
 * in the chunks the search and the job page already load.
 */
export default function Companies({ slug }: CompaniesProps) {
  return slug ? <CompanyPage slug={slug} /> : <CompaniesDirectory />;
}
