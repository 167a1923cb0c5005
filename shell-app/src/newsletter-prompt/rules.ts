import { parseSearchParams } from '@chainwork/shared-config';
import type { NewsletterPromptMemory } from '@chainwork/shared-config/browser';

/**
 * When the newsletter modal may appear. The product requirements leave it to us
 * (docs/product-requirements.md#newsletter-modal); the aim is to ask only visitors who have
 * shown real interest, never on arrival, never in the middle of a task, and to take no for
 * an answer. The rules read engagement, never page height (the infinite list keeps growing):
 *
 * - Never on first paint, and never on a page whose job is something else (sign-in, 404).
 * - Never while the visitor is typing in a field: it waits until they leave it.
 * - On a job page, once the visitor has viewed at least 2 different job pages (counted
 *   across visits), after they have spent JOB_PAGE_DELAY_MS reading it.
 * - On the home page, once the visitor has browsed HOME_BROWSE_SCREENS screens of it by
 *   their own scrolling (wheel, touch, keys): a jump to an anchor such as `/#job-search`
 *   counts for nothing. A visitor who searches or filters (types or chooses in any field of
 *   the page, or arrives on a search URL) is not asked on the home page for the rest of the
 *   page load; they may be asked later on a job page.
 * - Never again for 30 days after a dismissal (Not Now, the close button, Escape).
 * - Never again after a subscription, made with the modal or the footer form.
 * - At most once per page load; never when the browser cannot remember (storage blocked).
 */
export const PROMPT_RULES = {
  minJobViews: 2,
  jobPageDelayMs: 5000,
  /** Viewport heights scrolled down by the visitor's own hand on the home page. */
  homeBrowseScreens: 3,
  /**
   * A scroll is the visitor's own when it follows their wheel, touch or key within this: long
   * enough for a smooth scroll's tail on a busy device, far shorter than any anchor jump that
   * follows a click (a click is not a scroll gesture at all).
   */
  gestureWindowMs: 2000,
  dismissCooldownMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export type PromptTrigger = { kind: 'after-delay'; delayMs: number } | { kind: 'after-browsing'; screens: number } | null;

/** Whether this visitor may be asked at all, now. */
export function mayPrompt(memory: NewsletterPromptMemory | null, now: number): boolean {
  if (!memory || memory.subscribed) return false;
  return memory.dismissedAt === null || now - memory.dismissedAt >= PROMPT_RULES.dismissCooldownMs;
}

/** What, on this page, would bring the modal up; null when nothing may. */
export function promptTrigger(page: 'home' | 'job' | 'other', memory: NewsletterPromptMemory | null, now: number): PromptTrigger {
  if (!mayPrompt(memory, now)) return null;
  if (page === 'job' && memory!.jobViews >= PROMPT_RULES.minJobViews) return { kind: 'after-delay', delayMs: PROMPT_RULES.jobPageDelayMs };
  if (page === 'home') return { kind: 'after-browsing', screens: PROMPT_RULES.homeBrowseScreens };
  return null;
}

/** Whether a query string holds a job search (text or any filter), as the search reads it. */
export function isSearchUrl(search: string): boolean {
  return Object.keys(parseSearchParams(new URLSearchParams(search))).some((key) => key !== 'sort');
}

/** Keys that scroll the page when focus is not in a field. */
export const SCROLL_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'PageDown', 'End', ' ', 'Spacebar']);
