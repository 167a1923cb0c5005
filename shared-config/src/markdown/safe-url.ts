/** The only link targets a job description may carry: the web and e-mail. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * A description link's target (JOB_MARKDOWN_RULES' `urlTransform`; the job page checks a
 * rendered tree's links with it again): an absolute http(s) or mailto URL passes unchanged,
 * anything else becomes '' (the link then renders as plain words). Parsing with the URL
 * parser sees what a browser would: `JaVaScRiPt:`, `java\tscript:`, ` data:` and
 * entity-encoded schemes all reduce to their real protocol and are refused, and relative
 * URLs (which would point into this site) have no protocol and are refused too.
 */
export function safeMarkdownUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return '';
  }
  return SAFE_PROTOCOLS.has(parsed.protocol) ? url.trim() : '';
}
