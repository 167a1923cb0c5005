import { z } from 'zod';
import { NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_MESSAGE, NEWSLETTER_REQUIRED_MESSAGE } from '@chainwork/shared-config';

/** The newsletter form's one field (docs/product-requirements.md#newsletter-validation): required, then a basic e-mail pattern. */
export const newsletterSchema = z.object({
  email: z.string().trim().min(1, NEWSLETTER_REQUIRED_MESSAGE).regex(NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_MESSAGE),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
