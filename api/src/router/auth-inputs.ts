import { z } from 'zod';
import { NEWSLETTER_EMAIL_PATTERN, SIGN_IN_CODE_LENGTH, SIGN_IN_INTENTS, SIGN_IN_MESSAGES } from '@chainwork/shared-config';

/** RFC 5321's limit on a forward path; the pattern is the site's one e-mail rule. */
const EMAIL_MAX_LENGTH = 254;

export const emailInput = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, SIGN_IN_MESSAGES.invalidEmail)
  .regex(NEWSLETTER_EMAIL_PATTERN, SIGN_IN_MESSAGES.invalidEmail);

export const requestSignInInput = z.object({ email: emailInput, intent: z.enum(SIGN_IN_INTENTS) });

/** A link token is 32 random bytes in base64url (43 characters). */
export const verifyLinkInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, SIGN_IN_MESSAGES.expired) });

export const verifyCodeInput = z.object({
  attemptId: z.uuid(),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from the e-mail`),
});
