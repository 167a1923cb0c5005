/** Names for the parts of the `companies` router's answers these pages render, read off the real router. */
import type { RouterOutputs } from '@chainwork/api';

export type CompanyList = RouterOutputs['companies']['list'];
export type CompanySummary = CompanyList['items'][number];
export type CompanyProfile = NonNullable<RouterOutputs['companies']['bySlug']>;
export type ClaimStatus = RouterOutputs['companies']['claimStatus'];
export type BoardTest = RouterOutputs['companies']['testBoard'];
export type CompanyBoard = RouterOutputs['companies']['boards'][number];
/** The job boards a company can connect, as the api names them (a source's provider). */
export type BoardProvider = CompanyBoard['provider'];
