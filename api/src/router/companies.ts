import { companyProfileInputSchema, type ClaimState } from '@chainwork/shared-config/companies';
import { claimStateOf } from '../companies/claim-rules';
import { claimCompany, companyNotFound, requireClaimant, requireCompany } from '../companies/claims';
import { companyProfile, listCompanies, type CompanyProfile } from '../companies/companies-repo';
import { checkBoard } from '../companies/board-check';
import { takeBoardCheck } from '../companies/board-limit';
import { connectBoard } from '../companies/boards';
import { companiesListInput, companyBoardInput, companySlugInput } from '../companies/inputs';
import { updateCompanyProfile } from '../companies/profile-update';
import { sourcesHealth } from '../companies/source-health';
import type { SqlDatabase } from '../db/database';
import { protectedProcedure, publicProcedure, router } from '../trpc';

async function profileOrThrow(db: SqlDatabase, slug: string, now: Date): Promise<CompanyProfile> {
  const profile = await companyProfile(db, slug, now);
  if (!profile) throw companyNotFound();
  return profile;
}

/**
 * Companies as pages of their own (docs/imports.md): the directory, a company's page, and
 * for the person at the company who claims it, its profile and its job boards. Every write
 * checks the claimant (claims.ts, and the UPDATE itself); a board test or connection counts
 * against the person's limit before any provider is asked.
 */
export const companiesRouter = router({
  list: publicProcedure.input(companiesListInput).query(({ ctx, input }) => listCompanies(ctx.db, ctx.now(), input)),

  bySlug: publicProcedure.input(companySlugInput).query(({ ctx, input }) => companyProfile(ctx.db, input.slug, ctx.now())),

  claimStatus: publicProcedure
    .input(companySlugInput)
    .query(async ({ ctx, input }): Promise<{ state: ClaimState; domain: string | null }> => {
      const company = await requireCompany(ctx.db, input.slug);
      return { state: claimStateOf(ctx.identity, company), domain: company.domain };
    }),

  claim: protectedProcedure.input(companySlugInput).mutation(async ({ ctx, input }) => {
    await claimCompany(ctx.db, ctx.identity, input.slug, ctx.now());
    return profileOrThrow(ctx.db, input.slug, ctx.now());
  }),

  updateProfile: protectedProcedure.input(companyProfileInputSchema).mutation(async ({ ctx, input }) => {
    const company = await requireClaimant(ctx.db, ctx.identity, input.slug);
    await updateCompanyProfile(ctx.db, ctx.identity, company, input, ctx.now());
    return profileOrThrow(ctx.db, input.slug, ctx.now());
  }),

  /** What connecting the board would import: its job count and a few of them. Saves nothing. */
  testBoard: protectedProcedure.input(companyBoardInput).mutation(async ({ ctx, input }) => {
    await requireClaimant(ctx.db, ctx.identity, input.slug);
    await takeBoardCheck(ctx.db, ctx.identity.userId, ctx.now());
    return checkBoard(ctx.boards, input.ref);
  }),

  /** Tests the board again, saves it as the company's source and asks for its import. */
  connectBoard: protectedProcedure.input(companyBoardInput).mutation(async ({ ctx, input }) => {
    await requireClaimant(ctx.db, ctx.identity, input.slug);
    await takeBoardCheck(ctx.db, ctx.identity.userId, ctx.now());
    return connectBoard(ctx.db, ctx.boards, { userId: ctx.identity.userId, companySlug: input.slug }, input.ref, ctx.now());
  }),

  /** The company's sources with their health, for its claimant. */
  boards: protectedProcedure.input(companySlugInput).query(async ({ ctx, input }) => {
    await requireClaimant(ctx.db, ctx.identity, input.slug);
    return sourcesHealth(ctx.db, ctx.now(), input.slug);
  }),
});
