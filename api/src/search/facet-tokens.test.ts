import { env } from 'cloudflare:workers';
import { CITIES, COUNTRIES, REGIONS, SALARY_FLOORS } from '@chainwork/shared-config';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredJob } from '../../test/brute-force';
import { resetJobs, seedStoredJobs } from '../../test/fixtures';
import { searchTestJobs } from '../../test/search-data';
import { slugify } from '../seed/slug';
import { FACET_TOKENS, facetTokensOf, locationTokens, tokenWord } from './facet-tokens';

const VOCABULARY = [
  'remote',
  ...REGIONS.map((r) => `remote-${r.id}`),
  ...COUNTRIES.map((c) => `remote-${c.code}`),
  ...CITIES.map((c) => c.id),
];

describe('facet tokens', () => {
  let jobs: StoredJob[];
  beforeAll(async () => {
    await resetJobs();
    jobs = await seedStoredJobs(searchTestJobs(300));
  });

  it("migration 0002's location table spells exactly locationTokens() for the whole vocabulary", async () => {
    const { results } = await env.DB.prepare('SELECT standardized_location, tokens FROM search_location_tokens').all<{
      standardized_location: string;
      tokens: string;
    }>();
    expect(Object.fromEntries(results.map((r) => [r.standardized_location, r.tokens]))).toEqual(
      Object.fromEntries(VOCABULARY.map((value) => [value, locationTokens(value).join(' ')])),
    );
  });

  it("migration 0002's salary floors are shared-config's SALARY_FLOORS", async () => {
    const { results } = await env.DB.prepare('SELECT floor FROM search_salary_floors ORDER BY floor').all<{ floor: number }>();
    expect(results.map((r) => r.floor)).toEqual([...SALARY_FLOORS]);
  });

  it('the index view writes the same facet tokens as facetTokensOf() for every job', async () => {
    const { results } = await env.DB.prepare('SELECT id, facets FROM job_search_documents').all<{ id: number; facets: string }>();
    const published = jobs.filter((job) => job.status === 'published');
    expect(results).toHaveLength(published.length);
    const byId = new Map(results.map((r) => [r.id, r.facets]));
    for (const job of published) {
      expect(byId.get(job.id), job.slug).toBe(facetTokensOf({ ...job, companySlug: slugify(job.company) }).join(' '));
    }
  });

  it('gives every vocabulary location the eligibility the filters promise', () => {
    expect(locationTokens('remote')).toHaveLength(2 + REGIONS.length + COUNTRIES.length);
    expect(locationTokens('remote-europe')).toEqual(expect.arrayContaining(['rem_any', 'rem_europe', 'rem_de', 'rem_pt']));
    expect(locationTokens('remote-europe')).not.toContain('rem_us');
    expect(locationTokens('remote-de')).toEqual(['rem_any', 'rem_de', 'rem_europe']);
    expect(locationTokens('berlin')).toEqual(['city_berlin']);
    expect(locationTokens('remote-mars')).toEqual([]);
  });

  it('spells values injectively, and every token holds an underscore', () => {
    expect(tokenWord('node.js')).not.toBe(tokenWord('node-js'));
    expect(FACET_TOKENS.tag('zero-knowledge')).toBe('tag_zero_knowledge');
    expect(FACET_TOKENS.employmentType('FULL_TIME')).toBe('emp_full_time');
    for (const job of jobs) {
      for (const token of facetTokensOf({ ...job, companySlug: slugify(job.company) })) expect(token).toContain('_');
    }
  });
});
