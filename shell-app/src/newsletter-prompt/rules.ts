import type { NewsletterPromptMemory } from '@chainwork/shared-config/browser';

/**
 * When the newsletter modal may appear. The spec leaves it to us; the aim is to ask only
 * visitors who have shown real interest, never on arrival, and to take no for an answer:
 *
 * - Never on first paint, and never on a page whose job is something else (sign-in, 404).
 * - On a job page, once the visitor has viewed at least 2 different job pages (counted
 *   across visits), after they have spent JOB_PAGE_DELAY_MS reading it.
 * - On the home page, once the visitor has scrolled through 60 % of it.
 * - Never again for 30 days after a dismissal (Not Now, the close button, Escape).
 * - Never again after a subscription, made with the modal or the footer form.
 * - At most once per page load; never when the browser cannot remember (storage blocked).
 */
export const PROMPT_RULES = {
  minJobViews: 2,
  jobPageDelayMs: 5000,
  homeScrollProgress: 0.6,
  dismissCooldownMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export type PromptTrigger =
  | { kind: 'after-delay'; delayMs: number }
  | { kind: 'on-scroll'; progress: number }
  | null;

/** Whether this visitor may be asked at all, now. */
export function mayPrompt(memory: NewsletterPromptMemory | null, now: number): boolean {
  if (!memory || memory.subscribed) return false;
  return memory.dismissedAt === null || now - memory.dismissedAt >= PROMPT_RULES.dismissCooldownMs;
}

/** What, on this page, would bring the modal up; null when nothing may. */
export function promptTrigger(
  page: 'home' | 'job' | 'other',
  memory: NewsletterPromptMemory | null,
  now: number,
): PromptTrigger {
  if (!mayPrompt(memory, now)) return null;
  if (page === 'job' && memory!.jobViews >= PROMPT_RULES.minJobViews) return { kind: 'after-delay', delayMs: PROMPT_RULES.jobPageDelayMs };
  if (page === 'home') return { kind: 'on-scroll', progress: PROMPT_RULES.homeScrollProgress };
  return null;
}

/** Page scroll progress, 0 at the top and 1 at the bottom (0 when the page does not scroll). */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const range = scrollHeight - viewportHeight;
  return range > 0 ? Math.min(1, Math.max(0, scrollY / range)) : 0;
}
