import { TRPCError } from '@trpc/server';
import type { Identity } from '@chainwork/shared-config';
import { COMPANY_MESSAGES } from '@chainwork/shared-config/companies';
import type { SqlDatabase } from '../db/database';
import { claimStateOf } from './claim-rules';
import { companyRow } from './companies-repo';
import type { CompanyRow } from './company-row';

export function companyNotFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: COMPANY_MESSAGES.notFound });
}

export async function requireCompany(db: SqlDatabase, slug: string): Promise<CompanyRow> {
  const row = await companyRow(db, slug);
  if (!row) throw companyNotFound();
  return row;
}

/**
 * Claims the company for the signed-in person. The rule is checked, then the row is taken
 * only if it is still unclaimed and its domain is still the one checked: of two claimants at
 * once, exactly one UPDATE changes the row; the other finds it taken and is refused.
 */
export async function claimCompany(db: SqlDatabase, identity: Identity, slug: string, now: Date): Promise<void> {
  const company = await requireCompany(db, slug);
  const state = claimStateOf(identity, company);
  if (state === 'claimed-by-you') return;
  if (state === 'claimed-by-other') throw new TRPCError({ code: 'CONFLICT', message: COMPANY_MESSAGES.alreadyClaimed });
  if (state !== 'claimable') throw new TRPCError({ code: 'FORBIDDEN', message: COMPANY_MESSAGES.cannotClaim });
  const taken = await db
    .prepare(
      `UPDATE companies SET claimed_by = ?2, claimed_email = ?3, claimed_at = ?4, updated_at = ?4
       WHERE slug = ?1 AND claimed_by IS NULL AND domain = ?5 RETURNING claimed_by`,
    )
    .bind(slug, identity.userId, identity.email, now.getTime(), company.domain)
    .first<{ claimed_by: string }>();
  if (taken) return;
  const after = await requireCompany(db, slug);
  if (after.claimed_by === identity.userId) return;
  throw new TRPCError({ code: 'CONFLICT', message: COMPANY_MESSAGES.alreadyClaimed });
}

/** The company, if the signed-in person is its claimant; anyone else (another person) is refused. */
export async function requireClaimant(db: SqlDatabase, identity: Identity, slug: string): Promise<CompanyRow> {
  const company = await requireCompany(db, slug);
  if (company.claimed_by === null || company.claimed_by !== identity.userId)
    throw new TRPCError({ code: 'FORBIDDEN', message: COMPANY_MESSAGES.claimantsOnly });
  return company;
}
