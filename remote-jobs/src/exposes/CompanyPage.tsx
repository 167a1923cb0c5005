/** Exposed as `jobs/CompanyPage` (props: CompanyPageProps in shared-config). */
export { CompanyPage as default } from '../companies/page/CompanyPage';
