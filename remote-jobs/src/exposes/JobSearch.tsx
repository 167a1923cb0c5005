/** Exposed as `jobs/JobSearch` (props: JobSearchProps in shared-config). */
export { JobSearch as default } from '../search/JobSearch';
