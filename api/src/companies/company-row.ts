import { COMPANY_SOCIAL_KEYS, isEcosystemId, parsedUrl, type CompanySocials, type EcosystemId } from '@chainwork/shared-config/companies';

/** A `companies` row as the reads select it. */
export interface CompanyRow {
  slug: string;
  name: string;
  website: string | null;
  domain: string | null;
  logo: string | null;
  about: string;
  socials_json: string;
  ecosystems_json: string;
  claimed_by: string | null;
}

export const COMPANY_COLUMNS = 'c.slug, c.name, c.website, c.domain, c.logo, c.about, c.socials_json, c.ecosystems_json, c.claimed_by';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The stored ecosystems, keeping only ids of the vocabulary (a row written by hand may hold others). */
export function ecosystemsOf(json: string): EcosystemId[] {
  const value = parseJson(json);
  return Array.isArray(value) ? value.filter((id): id is EcosystemId => typeof id === 'string' && isEcosystemId(id)) : [];
}

/** The stored social links: known keys with https addresses only, whatever the row holds. */
export function socialsOf(json: string): CompanySocials {
  const value = parseJson(json);
  if (typeof value !== 'object' || value === null) return {};
  const socials: CompanySocials = {};
  for (const key of COMPANY_SOCIAL_KEYS) {
    const link = (value as Record<string, unknown>)[key];
    if (typeof link === 'string' && isHttps(link)) socials[key] = link;
  }
  return socials;
}

function isHttps(value: string): boolean {
  return parsedUrl(value)?.protocol === 'https:';
}

/** The company's own profiles elsewhere, for schema.org `sameAs`: the website, then the socials in their order. */
export function sameAsOf(website: string | null, socials: CompanySocials): string[] {
  const links = [website, ...COMPANY_SOCIAL_KEYS.map((key) => socials[key])].filter(
    (link): link is string => typeof link === 'string' && isHttps(link),
  );
  return [...new Set(links)];
}
