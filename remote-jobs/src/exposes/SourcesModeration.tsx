/** Exposed as `jobs/SourcesModeration` (props: SourcesModerationProps in shared-config). */
export { SourcesModeration as default } from '../sources/SourcesModeration';
