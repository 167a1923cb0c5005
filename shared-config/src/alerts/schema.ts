import { z } from 'zod';
import { NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_MESSAGE } from '../constants';
import { searchFiltersSchema } from '../search/schema';
import { ALERT_FREQUENCIES } from './constants';

export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES, { error: (issue) => `Unknown frequency "${String(issue.input)}"` });

/** An alert's search: exactly the site's search filters (the same schema validates both). */
export const alertSearchSchema = searchFiltersSchema;

/** Creating an alert: signed in, the account's address is used and `email` is ignored; anonymous, `email` is required. */
export const alertCreateSchema = z.strictObject({
  search: alertSearchSchema,
  frequency: alertFrequencySchema,
  email: z.string().trim().max(254, NEWSLETTER_INVALID_MESSAGE).regex(NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_MESSAGE).optional(),
});

/** Tokens are 32 random bytes, base64url: 43 characters. */
export const alertTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid token');

export type AlertCreateInput = z.input<typeof alertCreateSchema>;
