import { z } from 'zod/mini';
import { NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_MESSAGE, NEWSLETTER_REQUIRED_MESSAGE } from '@chainwork/shared-config';

/**
 * The newsletter form's one field (docs/product-requirements.md#newsletter-validation): required, then a basic e-mail pattern.
 * Zod Mini, not zod: its functions tree-shake to what this one field uses, where zod's methods bring all of zod (~25 KB gzip).
 */
export const newsletterEmail = z
  .string()
  .check(z.trim(), z.minLength(1, NEWSLETTER_REQUIRED_MESSAGE), z.regex(NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_MESSAGE));

/** The trimmed address when valid, else the first rule it breaks (Required before the pattern). */
export function checkNewsletterEmail(value: string): { email?: string; error?: string } {
  const result = newsletterEmail.safeParse(value);
  return result.success ? { email: result.data } : { error: result.error.issues[0]?.message ?? NEWSLETTER_INVALID_MESSAGE };
}
