import { PREPAINT_ATTRIBUTE, PREPAINT_JOB_HEAD_CLASS, PREPAINT_PARTS } from '@chainwork/shared-config/prepaint/parts';

let topBar: string | null = null;
let jobHead: { pathname: string; markup: string } | null = null;

/**
 * Keeps the static pre-paint's top bar (shared-config/src/prepaint) before React's first
 * render clears `#root`, so that the top bar's placeholder, shown until the navigation
 * remote arrives, is that same bar instead of grey blocks: the first view then changes
 * only when the real bar replaces it. It is the markup the gateway served for this
 * request (the Sign in button shown or not), never built again here.
 */
export function keepPrepaintTopBar(root: ParentNode): void {
  topBar = root.querySelector(`[${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.topBar}"]`)?.outerHTML ?? null;
}

/** The kept top bar's markup, or null when the document had none (an older gateway or shell). */
export function prepaintTopBarMarkup(): string | null {
  return topBar;
}

/**
 * Likewise keeps a job page's pre-painted head, as the gateway filled it for this job
 * (shown only then), for the job page's placeholder while the jobs remote loads: the title
 * stays where it was painted instead of turning into grey blocks. Its content only, without
 * the container, which the shell's `JobRoutePage` draws itself. Kept for the page it was
 * served for: a client-side move to another job before the remote arrives gets the blocks.
 */
export function keepPrepaintJobHead(root: ParentNode, pathname: string): void {
  const head = root.querySelector(`[${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.jobHead}"]:not([hidden]) .${PREPAINT_JOB_HEAD_CLASS}`);
  jobHead = head ? { pathname, markup: head.outerHTML } : null;
}

/** The kept job head's markup for the page at `pathname`, or null (another page, or none was served). */
export function prepaintJobHeadMarkup(pathname: string): string | null {
  return jobHead?.pathname === pathname ? jobHead.markup : null;
}
