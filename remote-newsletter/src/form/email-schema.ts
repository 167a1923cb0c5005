import { z } from 'zod/mini';
import { NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_MESSAGE, NEWSLETTER_REQUIRED_MESSAGE } from '@chainwork/shared-config';

/**
 * The newsletter form's one field (docs/product-requirements.md#newsletter-validation): required, then a basic e-mail pattern.
 * Zod Mini, not zod: its functions tree-shake to what this one field uses, where zod's methods bring all of zod (~25 KB gzip).
 */
export const newsletterSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, NEWSLETTER_REQUIRED_MESSAGE), z.regex(NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_MESSAGE)),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
