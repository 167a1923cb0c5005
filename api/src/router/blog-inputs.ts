import { z } from 'zod';
import {
  BLOG_LIMITS,
  BLOG_MEDIA_NAME_PATTERN,
  BLOG_RELATED_COUNT,
  BLOG_RSS_ITEM_COUNT,
  BLOG_SLUG_PATTERN,
  BLOG_TAG_PATTERN,
} from '@chainwork/shared-config';

/* Inputs of the blog procedures; strict, like the jobs inputs (an unknown key is a BAD_REQUEST). */

const postSlug = z
  .string()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .regex(BLOG_SLUG_PATTERN, 'must be lowercase letters and digits joined by single hyphens');

export const blogListInput = z
  .strictObject({
    tag: z
      .string()
      .max(BLOG_LIMITS.tagMax, `must be at most ${BLOG_LIMITS.tagMax} characters`)
      .regex(BLOG_TAG_PATTERN, 'must be lowercase words joined by hyphens')
      .optional(),
    page: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(1),
  })
  .prefault({});

export const blogBySlugInput = z.strictObject({ slug: postSlug });

export const blogRelatedInput = z.strictObject({
  slug: postSlug,
  limit: z.number().int('must be a whole number').min(1, 'must be at least 1').max(6, 'must be at most 6').default(BLOG_RELATED_COUNT),
});

export const blogFeedInput = z
  .strictObject({
    limit: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100')
      .default(BLOG_RSS_ITEM_COUNT),
  })
  .prefault({});

export const blogMediaInput = z.strictObject({
  name: z.string().max(120, 'must be at most 120 characters').regex(BLOG_MEDIA_NAME_PATTERN, 'must be a media file name like cover.svg'),
});
