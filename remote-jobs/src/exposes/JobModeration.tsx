import type { JobModerationProps } from '@chainwork/shared-config/federation';
import { JobModeration } from '../moderation/JobModeration';
import { SourcesModeration } from '../sources/SourcesModeration';

/** Exposed as `jobs/JobModeration`: the jobs queue, or with `view: 'sources'` the import sources (one expose, one manifest entry). */
export default function Moderation({ view }: JobModerationProps) {
  return view === 'sources' ? <SourcesModeration /> : <JobModeration />;
}
