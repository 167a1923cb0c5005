/** Exposed as `jobs/EmployerJobs` (props: EmployerJobsProps in shared-config). */
export { EmployerJobs as default } from '../employer/EmployerJobs';
