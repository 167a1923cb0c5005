/** Exposed as `jobs/Companies` (props: CompaniesProps in shared-config). */
export { CompaniesDirectory as default } from '../companies/directory/CompaniesDirectory';
