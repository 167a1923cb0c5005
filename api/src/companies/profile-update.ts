import { TRPCError } from '@trpc/server';
import type { Identity } from '@chainwork/shared-config';
import { COMPANY_MESSAGES, type CompanyProfileInput } from '@chainwork/shared-config/companies';
import type { SqlDatabase } from '../db/database';
import { urlIsOnDomain } from './claim-rules';

/**
 * The claimant's edit. The owner is part of the UPDATE itself (claimed_by = the caller), so an
 * edit can never land on a company someone else holds, whatever happened since it was read.
 * The website stays on the company's domain: the verified badge must not send visitors to
 * another site, and the domain is what the claim was checked against.
 */
export async function updateCompanyProfile(
  db: SqlDatabase,
  identity: Identity,
  company: { slug: string; domain: string | null },
  input: CompanyProfileInput,
  now: Date,
): Promise<void> {
  if (input.website !== null && (!company.domain || !urlIsOnDomain(input.website, company.domain)))
    throw new TRPCError({ code: 'BAD_REQUEST', message: COMPANY_MESSAGES.websiteOffDomain });
  const socials = Object.fromEntries(Object.entries(input.socials).filter(([, link]) => typeof link === 'string'));
  const changed = await db
    .prepare(
      `UPDATE companies SET about = ?3, website = ?4, logo = ?5, socials_json = ?6, ecosystems_json = ?7, updated_at = ?8
       WHERE slug = ?1 AND claimed_by = ?2 RETURNING slug`,
    )
    .bind(
      company.slug,
      identity.userId,
      input.about,
      input.website,
      input.logo,
      JSON.stringify(socials),
      JSON.stringify(input.ecosystems),
      now.getTime(),
    )
    .first<{ slug: string }>();
  if (!changed) throw new TRPCError({ code: 'FORBIDDEN', message: COMPANY_MESSAGES.claimantsOnly });
}
