/** Exposed as `jobs/JobPage` (props: JobPageProps in shared-config). */
export { JobPage as default } from '../job-page/JobPage';
