import { markdownToDescriptionTree } from '@chainwork/shared-config/markdown-tree';
import type { Job, RenderedJob } from './job-types';

/**
 * A job with its description rendered for its page, at read time: converting a description
 * of a few KB takes well under a millisecond of the Worker's CPU (api/README.md), less than
 * storing a second form of every description would cost to keep in step with the markdown.
 */
export function withDescriptionTree(job: Job): RenderedJob {
  return { ...job, descriptionTree: markdownToDescriptionTree(job.Description) };
}
