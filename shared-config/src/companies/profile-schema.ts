/**
 * What a claimant may change on the company page, as one zod schema: the edit form shows its
 * errors beside the fields and the api refuses the same input. Links are https only (a page
 * with the verified badge must not link to plain http or a script URL); a logo is an https
 * URL or a logo uploaded through the site's own upload (its `/media/logos/...` path).
 */
import { z } from 'zod';
import { LOGO_PATH_PATTERN } from '../posting/limits';
import { multiLineText } from '../text/plain-text';
import { ECOSYSTEM_IDS } from './ecosystems';
import { COMPANY_SLUG_MAX_LENGTH } from '../limits';
import { COMPANY_SLUG_PATTERN } from '../search/constants';
import { COMPANY_ABOUT_MAX, COMPANY_SOCIAL_KEYS, COMPANY_URL_MAX, type CompanySocialKey } from './limits';

export const HTTPS_URL_MESSAGE = 'Enter a full https address, like https://example.com';

/** An absolute https URL of a public host name (no credentials in it). */
export const httpsUrl = () =>
  z
    .string()
    .trim()
    .max(COMPANY_URL_MAX, `At most ${COMPANY_URL_MAX} characters`)
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: HTTPS_URL_MESSAGE }))
    .refine((value) => {
      const url = parsedUrl(value);
      return url !== null && url.username === '' && url.password === '';
    }, HTTPS_URL_MESSAGE);

/** The URL, or null when it does not parse (the schema's refinements run on refused values too). */
export function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A company's slug as a request carries it (the search's company filter takes the same). */
export const companySlugSchema = z.string().max(COMPANY_SLUG_MAX_LENGTH).regex(COMPANY_SLUG_PATTERN, 'Not a company');

const socialsShape = Object.fromEntries(COMPANY_SOCIAL_KEYS.map((key) => [key, httpsUrl().optional()])) as Record<
  CompanySocialKey,
  z.ZodOptional<ReturnType<typeof httpsUrl>>
>;

export const companySocialsSchema = z.strictObject(socialsShape);
export type CompanySocials = Partial<Record<CompanySocialKey, string>>;

export const companyProfileInputSchema = z.strictObject({
  slug: companySlugSchema,
  about: multiLineText().max(COMPANY_ABOUT_MAX, `At most ${COMPANY_ABOUT_MAX} characters`),
  website: httpsUrl().nullable(),
  logo: z.union([z.string().regex(LOGO_PATH_PATTERN), httpsUrl()], HTTPS_URL_MESSAGE).nullable(),
  socials: companySocialsSchema,
  ecosystems: z
    .array(z.enum(ECOSYSTEM_IDS, 'Choose an ecosystem from the list'))
    .max(ECOSYSTEM_IDS.length)
    .refine((ids) => new Set(ids).size === ids.length, 'Each ecosystem once'),
});
export type CompanyProfileInput = z.infer<typeof companyProfileInputSchema>;
