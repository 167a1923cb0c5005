import { canonicalUrl } from '../meta/canonical';
import { companyPath } from './paths';

/** The company fields a company page's metadata reads: what `companies.bySlug` answers, minus the jobs. */
export interface CompanyForMeta {
  slug: string;
  name: string;
  logo: string | null;
  about: string;
  sameAs: readonly string[];
}

/**
 * schema.org Organization for a company page: its name, page, logo, about and the company's
 * own profiles elsewhere (`sameAs`: website and socials). A logo stored on this site (a
 * `/media/logos/...` path) becomes an absolute URL of the configured site. Serialise it with
 * serializeJsonForScript, as every JSON-LD block.
 */
export function organizationJsonLd(company: CompanyForMeta, siteUrl: string): Record<string, unknown> {
  const logo = company.logo === null ? null : company.logo.startsWith('/') ? canonicalUrl(siteUrl, company.logo) : company.logo;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: canonicalUrl(siteUrl, companyPath(company.slug)),
    ...(logo ? { logo } : {}),
    ...(company.about.trim() ? { description: company.about.trim() } : {}),
    ...(company.sameAs.length ? { sameAs: [...company.sameAs] } : {}),
  };
}
