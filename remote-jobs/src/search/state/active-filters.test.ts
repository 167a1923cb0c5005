import { describe, expect, it } from 'vitest';
import type { SearchFacets } from '../../api/outputs';
import { activeFilters, withoutGroup } from './active-filters';
import { biggestFilterGroup, estimateWithout } from './biggest-filter';

const facets: SearchFacets = {
  total: 72,
  totalWithSalary: 61,
  tags: [
    { value: 'rust', count: 40 },
    { value: 'defi', count: 12 },
  ],
  remote: [
    { value: 'any', count: 70 },
    { value: 'europe', count: 30 },
  ],
  city: [
    { value: 'berlin', count: 5 },
    { value: 'lisbon', count: 3 },
  ],
  employmentTypes: [
    { value: 'FULL_TIME', count: 50 },
    { value: 'CONTRACTOR', count: 9 },
  ],
  seniorities: [
    { value: 'senior', count: 20 },
    { value: 'lead', count: 4 },
  ],
  posted: [
    { value: '24h', count: 2 },
    { value: '7d', count: 10 },
    { value: '30d', count: 61 },
  ],
  salary: [
    { floor: 50_000, count: 45 },
    { floor: 100_000, count: 30 },
  ],
  noSalary: 11,
  companies: [{ value: 'lumen-labs', label: 'Lumen Labs', count: 6 }],
};

describe('activeFilters', () => {
  it('lists one chip per value, in panel order, in words', () => {
    const chips = activeFilters(
      {
        q: 'rust',
        tags: ['defi', 'rust'],
        remote: 'europe',
        minSalary: 100_000,
        includeNoSalary: true,
        employmentTypes: ['CONTRACTOR'],
        seniorities: ['lead', 'senior'],
        posted: '7d',
        company: 'lumen-labs',
      },
      facets,
    );
    expect(chips.map((c) => [c.group, c.label])).toEqual([
      ['tags', 'defi'],
      ['tags', 'rust'],
      ['remote', 'Europe'],
      ['salary', '$100K+ or not disclosed'],
      ['employmentTypes', 'Contract'],
      ['seniorities', 'Lead'],
      ['seniorities', 'Senior'],
      ['posted', 'Last 7 days'],
      ['company', 'Lumen Labs'],
    ]);
  });

  it('removes exactly its own value', () => {
    const state = { q: 'rust', seniorities: ['lead', 'senior'] as ('lead' | 'senior')[], minSalary: 100_000, includeNoSalary: true };
    const [salary, lead] = activeFilters(state);
    expect(salary!.without(state)).toEqual({ q: 'rust', seniorities: ['lead', 'senior'] });
    expect(lead!.without(state)).toEqual({ q: 'rust', seniorities: ['senior'], minSalary: 100_000, includeNoSalary: true });
  });

  it('names a company from its slug when the counts do not list it', () => {
    expect(activeFilters({ company: 'north-star-dao' })[0]!.label).toBe('North Star Dao');
  });

  it('clears a whole group', () => {
    expect(withoutGroup({ q: 'x', minSalary: 50_000, includeNoSalary: true, city: 'berlin' }, 'salary')).toEqual({
      q: 'x',
      city: 'berlin',
    });
    expect(withoutGroup({ tags: ['a', 'b'], city: 'berlin' }, 'tags')).toEqual({ city: 'berlin' });
  });
});

describe('biggestFilterGroup', () => {
  it('estimates the search without each group from its own counts', () => {
    expect(estimateWithout('employmentTypes', facets)).toBe(59);
    expect(estimateWithout('posted', facets)).toBe(61);
    expect(estimateWithout('salary', facets)).toBe(56);
    expect(estimateWithout('remote', facets)).toBe(78);
  });

  it('picks the group whose removal brings back the most jobs', () => {
    expect(biggestFilterGroup({ seniorities: ['lead'], remote: 'europe', posted: '24h' }, facets)).toBe('remote');
    expect(biggestFilterGroup({ seniorities: ['lead'], posted: '24h' }, facets)).toBe('posted');
  });

  it('falls back to the first filter without counts, and to nothing without filters', () => {
    expect(biggestFilterGroup({ seniorities: ['lead'], posted: '24h' }, undefined)).toBe('seniorities');
    expect(biggestFilterGroup({ q: 'rust' }, facets)).toBeNull();
  });
});
