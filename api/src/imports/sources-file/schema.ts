/**
 * The reviewed sources file (content/sources/*.yaml): a list of companies, each with its job
 * boards. A company's fields follow the same rules as the claimant's profile edits
 * (@chainwork/shared-config/companies), so a file can hold nothing a profile could not.
 */
import { z } from 'zod';
import { COMPANY_SLUG_MAX_LENGTH, COMPANY_SLUG_PATTERN } from '@chainwork/shared-config';
import { COMPANY_ABOUT_MAX, COMPANY_SOCIAL_KEYS, ECOSYSTEM_IDS, companySocialsSchema, httpsUrl } from '@chainwork/shared-config/companies';
import { COMPANY_NAME_MAX } from '@chainwork/shared-config/posting';
import { multiLineText, singleLineText } from '@chainwork/shared-config/schemas/text';
import { PROVIDERS } from '../types';

/** Boards one company may list in the file. */
export const BOARDS_PER_COMPANY_MAX = 10;
export const SOCIAL_KEYS = COMPANY_SOCIAL_KEYS;

export const companyEntrySchema = z.strictObject({
  name: singleLineText().min(1, 'is empty').max(COMPANY_NAME_MAX, `is longer than ${COMPANY_NAME_MAX} characters`),
  slug: z
    .string()
    .max(COMPANY_SLUG_MAX_LENGTH)
    .regex(COMPANY_SLUG_PATTERN, 'must be lower-case letters and digits joined by single hyphens, like "zk-forge"'),
  website: httpsUrl(),
  about: multiLineText().max(COMPANY_ABOUT_MAX, `is longer than ${COMPANY_ABOUT_MAX} characters`).default(''),
  ecosystems: z
    .array(z.enum(ECOSYSTEM_IDS, { error: (issue) => `unknown ecosystem "${String(issue.input)}"` }))
    .refine((list) => new Set(list).size === list.length, 'repeats an ecosystem')
    .default([]),
  socials: companySocialsSchema.default({}),
});

export const boardEntrySchema = z.strictObject({
  provider: z.enum(PROVIDERS, { error: (issue) => `unknown provider "${String(issue.input)}" (one of ${PROVIDERS.join(', ')})` }),
  board: z.string().min(1, 'is empty'),
});

export const sourceEntrySchema = z.strictObject({
  company: companyEntrySchema,
  boards: z.array(boardEntrySchema).min(1, 'lists no board').max(BOARDS_PER_COMPANY_MAX),
});

export const sourcesFileSchema = z.array(sourceEntrySchema);

export type CompanyEntry = z.infer<typeof companyEntrySchema>;
export type BoardEntry = z.infer<typeof boardEntrySchema>;
export type SourceEntry = z.infer<typeof sourceEntrySchema>;
