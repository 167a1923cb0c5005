import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { DAY_MS, NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';
import { countFacets } from './facets';
import { FacetMatrixHolder, loadFacetMatrix, readVersion, SEARCH_VERSION_SQL } from './facet-matrix';
import { planSearch } from './search-plan';

const liveAfter = NOW.getTime() - JOB_VALIDITY_MS;
const version = async () => readVersion(await env.DB.prepare(SEARCH_VERSION_SQL).all());

beforeEach(async () => {
  await resetJobs();
  await seedJobs([
    testJob('solidity-engineer-a1', { tags: ['solidity', 'defi'], seniority: null, numericSalary: null }),
    testJob('rust-engineer-b2', { title: 'Rust Engineer', company: 'Lumen Labs', standardizedLocation: 'berlin', tags: ['rust'] }),
    testJob('expired-c3', { ageMs: JOB_VALIDITY_MS + DAY_MS }),
    testJob('draft-d4', { status: 'draft' }),
  ]);
});

describe('the facet matrix', () => {
  it("holds every live indexed job with exactly the tokens of the index's facets column", async () => {
    const matrix = await loadFacetMatrix(env.DB, liveAfter);
    const indexed = (await env.DB.prepare('SELECT id, facets FROM job_search_documents ORDER BY id').all<{ id: number; facets: string }>())
      .results;
    const live = indexed.filter((row) => [...matrix.ids].includes(row.id));
    expect(live).toHaveLength(2);
    expect(matrix.ids).toHaveLength(2);
    live.forEach((row, i) => {
      const parts = [...matrix.parts.slice(matrix.starts[i], matrix.starts[i + 1])];
      const tokens = parts.flatMap((part) => [...matrix.partTokens[part]!]).map((n) => matrix.vocabulary[n]);
      expect(tokens.sort(), String(row.id)).toEqual(row.facets.split(' ').sort());
    });
    expect(matrix.version).toBe(await version());
    expect(matrix.companyOf.get('co_lumen_labs')).toEqual({ slug: 'lumen-labs', label: 'Lumen Labs' });
    expect(matrix.tagOf.get('tag_defi')).toBe('defi');
  });

  it('is kept while the index is unchanged, and loaded again after a write', async () => {
    const holder = new FacetMatrixHolder();
    const first = await holder.forVersion(env.DB, await version(), liveAfter);
    expect(await holder.forVersion(env.DB, await version(), liveAfter + 1000)).toBe(first);
    await seedJobs([testJob('vyper-engineer-e5', { tags: ['vyper'] })]);
    const second = await holder.forVersion(env.DB, await version(), liveAfter);
    expect(second).not.toBe(first);
    expect(second.ids).toHaveLength(3);
  });

  it('counts a job saved after the kept matrix was loaded (facets follow the index, not the matrix)', async () => {
    const holder = new FacetMatrixHolder();
    const before = await countFacets(env.DB, planSearch({}), NOW, holder);
    expect(before.tags.find((t) => t.value === 'vyper')).toBeUndefined();
    await seedJobs([testJob('vyper-engineer-e5', { tags: ['vyper'] })]);
    const after = await countFacets(env.DB, planSearch({}), NOW, holder);
    expect(after.tags.find((t) => t.value === 'vyper')).toEqual({ value: 'vyper', count: 1 });
    expect(after.posted.find((w) => w.value === '30d')?.count).toBe(3);
  });
});
