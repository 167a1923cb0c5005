import { markdownToDescriptionTree } from '@chainwork/shared-config/markdown-tree';
import type { Job, RenderedJob } from './job-types';

/**
 * A job with its description rendered for its page, at read time: about a millisecond of
 * CPU for a description of 1.5 KB (the markdown parser is nine tenths of it; api/README.md),
 * once per job page view (the gateway hands the answer to the page), and nothing stored
 * that could fall out of step with the markdown.
 */
export function withDescriptionTree(job: Job): RenderedJob {
  return { ...job, descriptionTree: markdownToDescriptionTree(job.Description) };
}
