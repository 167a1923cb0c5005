import type { JobSummary } from '@chainwork/api';
import type { SearchFacets, SearchPage } from '../api/contract';
import type { ProcedureResult } from '@chainwork/shared-config/testing';

/** What a test's fake api saw for jobs.search (cursor and infinite-query extras aside). */
export interface SearchCall { q?: string; tags?: string[]; seniorities?: string[]; sort?: string; cursor?: string | null }

/**
 * A small in-memory stand-in for the api's search, enough to drive the UI: text matches
 * the title (whole words, last one as a prefix), tags (all) and seniority (any) filter,
 * pages by index cursor. Facet counts are the same filters, counted.
 */
export function fakeSearchApi(jobs: readonly JobSummary[], { pageSize = 2 }: { pageSize?: number } = {}) {
  const matches = (job: JobSummary, input: SearchCall, skip?: 'tags' | 'seniorities') => {
    const terms = (input.q ?? '').toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
    const words = job.Title.toLowerCase().split(/[^\p{L}\p{N}_]+/u);
    const textOk = terms.every((t, i) => words.some((w) => (i === terms.length - 1 ? w.startsWith(t) : w === t)));
    const tagsOk = skip === 'tags' || (input.tags ?? []).every((t) => job.tags.includes(t));
    const levelOk = skip === 'seniorities' || !input.seniorities?.length || input.seniorities.includes(job.seniority ?? '');
    return textOk && tagsOk && levelOk;
  };

  return (name: string, raw: unknown): ProcedureResult => {
    const input = (raw ?? {}) as SearchCall;
    if (name === 'jobs.search') {
      const found = jobs.filter((job) => matches(job, input));
      const start = input.cursor ? Number(input.cursor) : 0;
      const page: SearchPage = {
        items: found.slice(start, start + pageSize),
        nextCursor: start + pageSize < found.length ? String(start + pageSize) : null,
        total: found.length,
        totalIsExact: true,
        terms: (input.q ?? '').toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean),
      };
      return { data: page };
    }
    if (name === 'jobs.facets') {
      const count = (values: string[], of: (job: JobSummary) => string[], skip: 'tags' | 'seniorities') =>
        values.map((value) => ({ value, count: jobs.filter((job) => matches(job, input, skip) && of(job).includes(value)).length }));
      const facets: SearchFacets = {
        tags: count([...new Set(jobs.flatMap((j) => j.tags))], (j) => j.tags, 'tags').filter((t) => t.count > 0),
        remote: [], city: [], employmentTypes: [], posted: [], salary: [], noSalary: 0, companies: [],
        seniorities: count(['junior', 'mid', 'senior', 'lead'], (j) => (j.seniority ? [j.seniority] : []), 'seniorities'),
      };
      return { data: facets };
    }
    throw new Error(`unexpected procedure ${name}`);
  };
}
