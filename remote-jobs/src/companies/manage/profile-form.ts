import { z } from 'zod';
import {
  COMPANY_SOCIAL_KEYS,
  companyProfileInputSchema,
  type CompanyProfileInput,
  type CompanySocialKey,
  type EcosystemId,
} from '@chainwork/shared-config/companies';
import type { CompanyProfile } from '../outputs';

/** The edit form's values: text fields as typed (empty meaning none), the logo's path, ecosystems ticked. */
export interface ProfileFormValues {
  about: string;
  website: string;
  logo: string | null;
  socials: Record<CompanySocialKey, string>;
  ecosystems: EcosystemId[];
}

const fields = companyProfileInputSchema.shape;
/** An empty box means "none": null for the website, left out for a social link. */
const blank = (value: string) => value.trim() === '';

const optionalLink = (key: CompanySocialKey) =>
  z
    .string()
    .transform((value) => (blank(value) ? undefined : value))
    .pipe(fields.socials.shape[key]);

/**
 * The api's own schema with the form's empty boxes mapped to "none", so the form refuses
 * exactly what the api would, with the same words, beside the same fields.
 */
export const profileFormSchema = z.object({
  about: fields.about,
  website: z
    .string()
    .transform((value) => (blank(value) ? null : value))
    .pipe(fields.website),
  logo: fields.logo,
  socials: z.object(
    Object.fromEntries(COMPANY_SOCIAL_KEYS.map((key) => [key, optionalLink(key)])) as Record<
      CompanySocialKey,
      ReturnType<typeof optionalLink>
    >,
  ),
  ecosystems: fields.ecosystems,
});

export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The form's starting values: what the page shows now. */
export function profileFormValues(company: CompanyProfile): ProfileFormValues {
  return {
    about: company.about,
    website: company.website ?? '',
    logo: company.logo,
    socials: Object.fromEntries(COMPANY_SOCIAL_KEYS.map((key) => [key, company.socials[key] ?? ''])) as Record<CompanySocialKey, string>,
    ecosystems: [...company.ecosystems],
  };
}

/** The `companies.updateProfile` input from the form's parsed values. */
export function profileInput(slug: string, values: ProfileFormOutput): CompanyProfileInput {
  const socials: CompanyProfileInput['socials'] = {};
  for (const key of COMPANY_SOCIAL_KEYS) {
    const url = values.socials[key];
    if (url !== undefined) socials[key] = url;
  }
  return { slug, about: values.about, website: values.website, logo: values.logo, socials, ecosystems: values.ecosystems };
}

/** Form fields the api's issues may name (`socials.x` and so on). */
export const PROFILE_FIELDS = ['about', 'website', 'logo', 'ecosystems', ...COMPANY_SOCIAL_KEYS.map((key) => `socials.${key}`)] as const;
