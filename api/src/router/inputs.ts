import { z } from 'zod';
import {
  JOB_SEARCH_MAX_PAGE_SIZE,
  JOB_SEARCH_PAGE_SIZE,
  JOB_SLUG_MAX_LENGTH,
  JOB_SLUG_PATTERN,
  SIMILAR_JOBS_DEFAULT,
  SIMILAR_JOBS_MAX,
} from '@chainwork/shared-config';
import { searchFiltersSchema, searchInputSchema } from '@chainwork/shared-config/schemas/search';
import { FEATURED_JOBS_DEFAULT, FEATURED_JOBS_MAX } from '@chainwork/shared-config/posting';

/*
 * Inputs of the procedures. Messages name no field: the error formatter prefixes each
 * with its path ("limit: ..."). Search inputs are shared-config's schemas (strict: an
 * unknown key is a BAD_REQUEST), with the page size's messages spelled out.
 */

const pageSize = (max: number, fallback: number) =>
  z.number().int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`).default(fallback);

export const slugSchema = z
  .string()
  .min(1, 'is required')
  .max(JOB_SLUG_MAX_LENGTH, `must be at most ${JOB_SLUG_MAX_LENGTH} characters`)
  .regex(JOB_SLUG_PATTERN, 'must be lowercase letters and digits joined by single hyphens');

export const searchInput = searchInputSchema
  .extend({
    limit: pageSize(JOB_SEARCH_MAX_PAGE_SIZE, JOB_SEARCH_PAGE_SIZE),
    // react-query's infinite queries add the paging direction to the input; pages only go forward.
    direction: z.enum(['forward', 'backward']).optional(),
  })
  // `prefault` runs the defaults when the input is omitted altogether.
  .prefault({});

export const facetsInput = searchFiltersSchema.prefault({});

export const similarInput = z.strictObject({ slug: slugSchema, limit: pageSize(SIMILAR_JOBS_MAX, SIMILAR_JOBS_DEFAULT) });

export const bySlugInput = z.object({ slug: slugSchema });

/** The search whose pinned Featured jobs are asked for (none: every pinned job), and how many. */
export const featuredInput = searchFiltersSchema.extend({ limit: pageSize(FEATURED_JOBS_MAX, FEATURED_JOBS_DEFAULT) }).prefault({});
