import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { JOB_SEARCH_MAX_PAGE_SIZE, JOB_SEARCH_PAGE_SIZE, JOB_SLUG_PATTERN } from '@chainwork/shared-config';
import { decodeCursor, encodeCursor } from '../cursor';
import { findLiveJobs, findPublishedJobBySlug } from '../db/jobs-repo';
import { ERROR_MESSAGES } from '../error-messages';
import { publicProcedure, router } from '../trpc';

/** Longest slug the api accepts; the jobs.slug column has the same CHECK. */
export const JOB_SLUG_MAX_LENGTH = 200;
/** An encoded cursor is far shorter; anything longer was not made by this api. */
const CURSOR_MAX_LENGTH = 64;

// Messages name no field: the error formatter prefixes each with its path ("limit: ...").
const searchInput = z
  .object({
    limit: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(JOB_SEARCH_MAX_PAGE_SIZE, `must be at most ${JOB_SEARCH_MAX_PAGE_SIZE}`)
      .default(JOB_SEARCH_PAGE_SIZE),
    // react-query's infinite queries send `cursor` (null on the first page) and `direction`;
    // unknown keys such as `direction` are dropped by the object schema.
    cursor: z.string().max(CURSOR_MAX_LENGTH, ERROR_MESSAGES.invalidCursor).nullish(),
  })
  // `prefault` runs the defaults above when the input is omitted altogether.
  .prefault({});

const bySlugInput = z.object({
  slug: z
    .string()
    .min(1, 'is required')
    .max(JOB_SLUG_MAX_LENGTH, `must be at most ${JOB_SLUG_MAX_LENGTH} characters`)
    .regex(JOB_SLUG_PATTERN, 'must be lowercase letters and digits joined by single hyphens'),
});

export const jobsRouter = router({
  /** Live published jobs, newest first, by cursor (an infinite query's pages). */
  search: publicProcedure.input(searchInput).query(async ({ ctx, input }) => {
    const after = input.cursor ? decodeCursor(input.cursor) : null;
    const page = await findLiveJobs(ctx.db, { now: ctx.now(), limit: input.limit, after });
    return { items: page.items, nextCursor: page.next ? encodeCursor(page.next) : null, total: page.total };
  }),

  /** One published job, expired ones included (with `expired: true`: the page shows it closed). */
  bySlug: publicProcedure.input(bySlugInput).query(async ({ ctx, input }) => {
    const job = await findPublishedJobBySlug(ctx.db, input.slug, ctx.now());
    if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: ERROR_MESSAGES.jobNotFound });
    return job;
  }),
});
