import { z } from 'zod';
import {
  companyStepSchema,
  jobStepSchema,
  PLAN_IDS,
  planStepSchema,
  REJECTION_REASON_MAX,
  REJECTION_REASON_MIN,
  TAG_MAX_LENGTH,
} from '@chainwork/shared-config/posting';
import { multiLineText } from '@chainwork/shared-config/schemas/text';

/*
 * Inputs of the posting procedures: the form's own step schemas (shared-config), so the
 * api's BAD_REQUEST names the same fields with the same words the form shows.
 */
const postingId = z.uuid('Unknown job posting');

export const postingIdInput = z.object({ postingId });
export const draftInput = z.object({ postingId: postingId.optional() }).default({});

export const saveStepInput = z.discriminatedUnion('step', [
  z.object({ postingId: postingId.nullable(), step: z.literal('company'), values: companyStepSchema }),
  z.object({ postingId: postingId.nullable(), step: z.literal('job'), values: jobStepSchema }),
  z.object({ postingId: postingId.nullable(), step: z.literal('plan'), values: planStepSchema }),
]);

export const reviseInput = z.object({ postingId, company: companyStepSchema, job: jobStepSchema });
export const renewInput = z.object({ postingId, plan: z.enum(PLAN_IDS).optional() });
export const tagSuggestionsInput = z.object({ prefix: z.string().trim().toLowerCase().max(TAG_MAX_LENGTH) });

const reviewId = z.uuid('Unknown review');
export const reviewInput = z.object({ reviewId });
export const rejectInput = z.object({
  reviewId,
  reason: multiLineText()
    .min(REJECTION_REASON_MIN, `Tell the employer what to fix, in at least ${REJECTION_REASON_MIN} characters`)
    .max(REJECTION_REASON_MAX, `At most ${REJECTION_REASON_MAX} characters`),
});
