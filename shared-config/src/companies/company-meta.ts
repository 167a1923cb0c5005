import { canonicalUrl } from '../meta/canonical';
import { metaDescription } from '../meta/description';
import type { PageMeta } from '../meta/route-meta';
import { pageTitle } from '../meta/title';
import { organizationJsonLd, type CompanyForMeta } from './organization-json-ld';
import { companyPath } from './paths';

/** What a company page's metadata reads: `companies.bySlug`'s answer, minus the jobs themselves. */
export interface CompanyPageForMeta extends CompanyForMeta {
  openJobsTotal: number;
}

/**
 * Title, description, canonical and Organization JSON-LD of a company page: the gateway
 * writes them into the document, and the page can set the same on client-side navigation.
 */
export function companyMeta(company: CompanyPageForMeta, siteUrl: string): PageMeta {
  const roles = company.openJobsTotal === 1 ? '1 open role' : `${company.openJobsTotal} open roles`;
  const about = company.about.trim();
  return {
    title: pageTitle(`Jobs at ${company.name}`),
    description: metaDescription(
      about ? `${company.name} (${roles}): ${about}` : `${company.name} on Chainwork: ${roles} in crypto and web3.`,
    ),
    canonical: canonicalUrl(siteUrl, companyPath(company.slug)),
    jsonLd: organizationJsonLd(company, siteUrl),
  };
}
