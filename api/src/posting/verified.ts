import { isFreeMailDomain } from '@chainwork/shared-config/posting';
import type { SqlDatabase } from '../db/database';

/** The registrable part of a host, roughly: `careers.acme.io` -> `acme.io` (two labels; three for `co.uk`-style suffixes). */
export function baseDomain(host: string): string {
  const labels = host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '')
    .split('.');
  const twoLevelSuffix = labels.length > 2 && labels.at(-2)!.length <= 3 && labels.at(-1)!.length === 2;
  return labels.slice(twoLevelSuffix ? -3 : -2).join('.');
}

export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * True when the e-mail address belongs to the website's domain (a subdomain on either side
 * counts). A free-mail address never does, whatever the website: anyone can open one, so
 * `hr@proton.me` says nothing about who runs https://proton.me.
 */
export function emailMatchesWebsite(email: string, website: string): boolean {
  const host = hostOf(website);
  const domain = emailDomain(email);
  return host !== null && !isFreeMailDomain(domain) && baseDomain(domain) === baseDomain(host);
}

/**
 * The "verified employer" badge: the employer's e-mail domain matches the company website
 * of an approved job of theirs. Read when a job is published or re-published.
 */
export async function isVerifiedEmployer(db: SqlDatabase, ownerId: string, ownerEmail: string): Promise<boolean> {
  const { results } = await db
    .prepare(
      "SELECT DISTINCT posting_reviews.company_json FROM posting_reviews JOIN postings ON postings.id = posting_reviews.posting_id WHERE postings.owner_id = ?1 AND posting_reviews.status = 'approved'",
    )
    .bind(ownerId)
    .all<{ company_json: string }>();
  return results.some((row) => emailMatchesWebsite(ownerEmail, (JSON.parse(row.company_json) as { website: string }).website));
}
