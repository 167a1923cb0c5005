import { z } from 'zod';
import {
  COMPANIES_PAGE_DEFAULT,
  COMPANIES_PAGE_MAX,
  COMPANY_SEARCH_MAX,
  ECOSYSTEM_IDS,
  companySlugSchema,
} from '@chainwork/shared-config/companies';
import { BoardRef } from '../imports/providers/board-ref';
import { SOURCE_STATUSES } from './source-health';

/** Inputs of the `companies` and `imports` procedures; every limit comes from shared-config. */

export const companiesListInput = z
  .strictObject({
    q: z.string().max(COMPANY_SEARCH_MAX, `must be at most ${COMPANY_SEARCH_MAX} characters`).optional(),
    ecosystem: z.enum(ECOSYSTEM_IDS).optional(),
    hiring: z.boolean().optional(),
    cursor: z.string().max(1200).nullish(),
    limit: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(COMPANIES_PAGE_MAX, `must be at most ${COMPANIES_PAGE_MAX}`)
      .default(COMPANIES_PAGE_DEFAULT),
    // react-query's infinite queries add the paging direction; pages only go forward.
    direction: z.enum(['forward', 'backward']).optional(),
  })
  .prefault({});

export const companySlugInput = z.strictObject({ slug: companySlugSchema });

/** A board of the company: the slug, and a board reference as the imports read it. */
export const companyBoardInput = z
  .strictObject({ slug: companySlugSchema, provider: z.string(), board: z.string() })
  .transform((input, ctx) => {
    const ref = BoardRef.safeParse({ provider: input.provider, board: input.board });
    if (!ref.success) {
      for (const issue of ref.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { slug: input.slug, ref: ref.data };
  });

export const setSourceStatusInput = z.strictObject({
  id: z.string().min(3).max(520),
  status: z.enum(SOURCE_STATUSES),
});
