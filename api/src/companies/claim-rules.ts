import type { Identity } from '@chainwork/shared-config';
import { parsedUrl, type ClaimState } from '@chainwork/shared-config/companies';
import { isFreeMailDomain } from '@chainwork/shared-config/posting';

/** The part of an address after its last `@`, lowercase, without a trailing dot. */
export function emailDomainOf(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');
}

/**
 * The claim rule: the address's domain is the company's domain or a subdomain of it, label by
 * label. `zkforge.example.evil.com` and `evilzkforge.example` are neither of `zkforge.example`.
 * Looser than the job badge's "same registrable domain" on purpose: a claim hands over a page.
 */
export function emailIsAtDomain(email: string, companyDomain: string): boolean {
  const domain = emailDomainOf(email);
  const company = companyDomain.toLowerCase().replace(/\.$/, '');
  if (!company || !domain) return false;
  return domain === company || domain.endsWith(`.${company}`);
}

/** A web address's host is the company's domain or under it (`www.` included). */
export function urlIsOnDomain(url: string, companyDomain: string): boolean {
  const host = parsedUrl(url)?.hostname.toLowerCase();
  if (!host) return false;
  const company = companyDomain.toLowerCase();
  return host === company || host.endsWith(`.${company}`);
}

/** Where a person stands with a company's claim; the first rule that holds wins. */
export function claimStateOf(identity: Identity | null, company: { domain: string | null; claimed_by: string | null }): ClaimState {
  if (company.claimed_by !== null && identity?.userId === company.claimed_by) return 'claimed-by-you';
  if (company.claimed_by !== null) return 'claimed-by-other';
  if (!company.domain) return 'no-website';
  if (!identity) return 'signed-out';
  // A free-mail address vouches for nobody, even when the company's site is the provider's.
  if (isFreeMailDomain(emailDomainOf(identity.email))) return 'free-mail';
  if (!emailIsAtDomain(identity.email, company.domain)) return 'wrong-domain';
  return 'claimable';
}
