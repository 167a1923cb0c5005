/** Exposed as `jobs/Companies` (props: CompaniesProps in shared-config). */
export { CompaniesDirectory as default } from '../companies/directory/CompaniesDirectory';
/**
 * The company page comes with the directory (a visitor there opens one next), and, sharing
 * every module with `jobs/CompanyPage`, keeps the job cards' modules in the chunks the job
 * search and the job page already load: a directory alone would split them into one more
 * first-load chunk.
 */
export { CompanyPage } from '../companies/page/CompanyPage';
