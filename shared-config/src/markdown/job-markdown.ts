import { safeMarkdownUrl } from './safe-url';

/**
 * How a job description's markdown is rendered, written once: `markdownToDescriptionTree`
 * (`@chainwork/shared-config/markdown-tree`, which the api renders the job page's
 * `descriptionTree` with) applies these, and the api sanitises a posted description by the
 * same rules (api/src/posting/sanitize-markdown.ts), so what is stored is what is shown.
 *   - raw HTML is skipped;
 *   - a link keeps its target only when it is an absolute http(s) or mailto URL;
 *   - an image is shown as its alt text (a description must not load third-party pixels).
 */
export const JOB_MARKDOWN_RULES = { skipHtml: true, urlTransform: safeMarkdownUrl } as const;
