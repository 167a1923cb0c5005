/** Exposed as `jobs/PostJob` (props: PostJobProps in shared-config). */
export { PostJob as default } from '../posting/PostJob';
