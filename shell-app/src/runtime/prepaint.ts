import { PREPAINT_ATTRIBUTE, PREPAINT_PARTS } from '@chainwork/shared-config/prepaint/parts';

let topBar: string | null = null;

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
