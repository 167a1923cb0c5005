/**
 * What the browser remembers about the newsletter prompt, across visits (localStorage).
 * The shell decides when the modal appears from it; the newsletter remote records a
 * subscription made with either form, so a subscriber is never asked again.
 */
export const NEWSLETTER_PROMPT_STORAGE_KEY = 'chainwork-newsletter-prompt';

export interface NewsletterPromptMemory {
  /** Distinct job pages viewed (consecutive views of one job count once). */
  jobViews: number;
  lastJobSlug: string | null;
  /** When the visitor last dismissed the modal (epoch ms). */
  dismissedAt: number | null;
  subscribed: boolean;
}

export const EMPTY_PROMPT_MEMORY: NewsletterPromptMemory = { jobViews: 0, lastJobSlug: null, dismissedAt: null, subscribed: false };

// Stored data is input like any other: a hand-edited or older value falls back field by
// field. Checked by hand, not with zod: this module is part of the shared `browser` entry,
// which every first page loads whole, and four fields do not justify zod there.
function memoryFrom(value: unknown): NewsletterPromptMemory {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const { jobViews, lastJobSlug, dismissedAt, subscribed } = stored;
  return {
    jobViews: typeof jobViews === 'number' && Number.isInteger(jobViews) && jobViews >= 0 ? jobViews : 0,
    lastJobSlug: typeof lastJobSlug === 'string' ? lastJobSlug : null,
    dismissedAt: typeof dismissedAt === 'number' && Number.isFinite(dismissedAt) ? dismissedAt : null,
    subscribed: typeof subscribed === 'boolean' ? subscribed : false,
  };
}

export type PromptStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): PromptStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** null when storage is unavailable: then nothing can be remembered, so the prompt never shows. */
export function readPromptMemory(storage: PromptStorage | null = defaultStorage()): NewsletterPromptMemory | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(NEWSLETTER_PROMPT_STORAGE_KEY);
    if (!raw) return { ...EMPTY_PROMPT_MEMORY };
    return memoryFrom(JSON.parse(raw));
  } catch (error) {
    if (error instanceof SyntaxError) return { ...EMPTY_PROMPT_MEMORY };
    return null;
  }
}

/** Applies a change and stores it; returns the new memory, or null if it cannot be stored. */
export function updatePromptMemory(
  change: (memory: NewsletterPromptMemory) => NewsletterPromptMemory,
  storage: PromptStorage | null = defaultStorage(),
): NewsletterPromptMemory | null {
  const current = readPromptMemory(storage);
  if (!current || !storage) return null;
  const next = change(current);
  try {
    storage.setItem(NEWSLETTER_PROMPT_STORAGE_KEY, JSON.stringify(next));
    return next;
  } catch {
    return null;
  }
}

export function recordNewsletterSubscribed(storage?: PromptStorage | null): void {
  updatePromptMemory((m) => ({ ...m, subscribed: true }), storage);
}

export function recordNewsletterDismissed(now: number = Date.now(), storage?: PromptStorage | null): void {
  updatePromptMemory((m) => ({ ...m, dismissedAt: now }), storage);
}

export function recordJobView(slug: string, storage?: PromptStorage | null): NewsletterPromptMemory | null {
  return updatePromptMemory((m) => (m.lastJobSlug === slug ? m : { ...m, jobViews: m.jobViews + 1, lastJobSlug: slug }), storage);
}
