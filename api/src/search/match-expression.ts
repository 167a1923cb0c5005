import type { SearchFilters } from '@chainwork/shared-config';
import { FACET_TOKENS } from './facet-tokens';
import { canMatchFacetTokens, termPhrases, type QueryText } from './query-text';

/*
 * FTS5 MATCH expressions. Everything here is built from quoted terms (query-text.ts)
 * and facet tokens (facet-tokens.ts); nothing a visitor typed reaches the expression
 * unquoted.
 */

/** Filter groups that are tokens. `posted` is not one: it is a rowid window. */
export type TokenFilterGroup = 'tags' | 'location' | 'salary' | 'employmentTypes' | 'seniorities' | 'company';

/** Relevance tiers, best first: every term in the title; in title/company/tags; anywhere. */
export const RELEVANCE_TIERS = [1, 2, 3] as const;
export type RelevanceTier = (typeof RELEVANCE_TIERS)[number];

export interface TextExpressions {
  /** Every term somewhere in title, company, tags or body. */
  anywhere: string;
  /** Disjoint tiers whose union is `anywhere`, indexed by tier - 1. */
  tiers: readonly [string, string, string];
}

/** Text expressions for the terms, or null when there is no search text. */
export function textExpressions(text: QueryText): TextExpressions | null {
  if (text.terms.length === 0) return null;
  const allTerms = termPhrases(text).join(' AND ');
  const inTitle = `title : (${allTerms})`;
  const inHeadline = `{title company tags} : (${allTerms})`;
  // Terms must not match the facets column. Every facet token holds "_", so only a prefix
  // or a word with "_" could; other terms skip the column filter, which saves the index
  // from reading position lists (measured: a count of "engineer" 3.2 -> 2.5 ms).
  const anywhere = canMatchFacetTokens(text) ? `{title company tags body} : (${allTerms})` : `(${allTerms})`;
  return {
    anywhere,
    tiers: [inTitle, `(${inHeadline}) NOT (${inTitle})`, `(${anywhere}) NOT (${inHeadline})`],
  };
}

/** `facets : "t"`, or an OR of several tokens. */
export function facetsAnyOf(tokens: readonly string[]): string {
  if (tokens.length === 0) throw new Error('facetsAnyOf needs at least one token');
  const quoted = tokens.map((token) => `"${token}"`);
  return quoted.length === 1 ? `facets : ${quoted[0]}` : `facets : (${quoted.join(' OR ')})`;
}

/** One filter clause: a job passes when it holds any of `tokens` (facet tokens). */
export interface TokenClause {
  group: TokenFilterGroup;
  tokens: string[];
}

/**
 * One clause per active filter (tags AND; OR within a multi-select group), leaving out
 * `except` (facet counts leave out the group being counted). Location is one group: a
 * remote scope and an on-site city combine with OR (a job is remote or on-site, never
 * both, so AND could only ever match nothing).
 */
export function filterTokenClauses(filters: SearchFilters, except?: TokenFilterGroup): TokenClause[] {
  const clauses: TokenClause[] = [];
  const use = (group: TokenFilterGroup) => group !== except;
  if (use('tags')) for (const tag of filters.tags ?? []) clauses.push({ group: 'tags', tokens: [FACET_TOKENS.tag(tag)] });
  if (use('location')) {
    const places = [filters.remote && FACET_TOKENS.remote(filters.remote), filters.city && FACET_TOKENS.city(filters.city)];
    const tokens = places.filter((token): token is string => Boolean(token));
    if (tokens.length) clauses.push({ group: 'location', tokens });
  }
  if (use('salary') && filters.minSalary !== undefined) {
    const atLeast = FACET_TOKENS.salaryAtLeast(filters.minSalary);
    clauses.push({ group: 'salary', tokens: filters.includeNoSalary ? [atLeast, FACET_TOKENS.salaryNone] : [atLeast] });
  }
  if (use('employmentTypes') && filters.employmentTypes?.length) {
    clauses.push({ group: 'employmentTypes', tokens: filters.employmentTypes.map(FACET_TOKENS.employmentType) });
  }
  if (use('seniorities') && filters.seniorities?.length) {
    clauses.push({ group: 'seniorities', tokens: filters.seniorities.map(FACET_TOKENS.seniority) });
  }
  if (use('company') && filters.company) clauses.push({ group: 'company', tokens: [FACET_TOKENS.company(filters.company)] });
  return clauses;
}

/** The clauses of filterTokenClauses as FTS5 expressions over the `facets` column. */
export function filterClauses(filters: SearchFilters, except?: TokenFilterGroup): string[] {
  return filterTokenClauses(filters, except).map((clause) => facetsAnyOf(clause.tokens));
}

/** Matches every indexed job: the expression of a search without text or filters. */
export const EVERY_JOB = facetsAnyOf([FACET_TOKENS.anyJob]);

/** Matches no job, at once (a token nothing is indexed with). */
export const NO_JOB = facetsAnyOf([FACET_TOKENS.noJob]);

/**
 * ANDs the parts; with none, matches every indexed job. EVERY_JOB beside other parts is
 * dropped: intersecting with it changes nothing and costs a walk of its whole doclist.
 */
export function allOf(parts: ReadonlyArray<string | null | undefined>): string {
  const present = parts.filter((part): part is string => Boolean(part) && part !== EVERY_JOB);
  if (present.length === 0) return EVERY_JOB;
  return present.length === 1 ? present[0]! : present.map((part) => `(${part})`).join(' AND ');
}
