/** Exposed as `jobs/JobModeration` (props: JobModerationProps in shared-config). */
export { JobModeration as default } from '../moderation/JobModeration';
