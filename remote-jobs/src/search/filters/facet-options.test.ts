import { describe, expect, it } from 'vitest';
import { SALARY_FLOORS } from '@chainwork/shared-config';
import type { SearchFacets } from '../../api/outputs';
import { companyOptions, optionText, remoteOptions, salaryOptions, seniorityOptions, tagOptions } from './facet-options';

const facets = {
  total: 1234,
  totalWithSalary: 1190,
  tags: [
    { value: 'solidity', count: 1234 },
    { value: 'rust', count: 9 },
    { value: 'zero-knowledge', count: 3 },
  ],
  remote: [{ value: 'europe', count: 5 }],
  city: [],
  employmentTypes: [],
  posted: [],
  seniorities: [{ value: 'senior', count: 7 }],
  salary: [{ floor: 100_000, count: 30 }],
  noSalary: 4,
  companies: [{ value: 'lumen-labs', label: 'Lumen Labs', count: 6 }],
} satisfies SearchFacets;

describe('facet options', () => {
  it('puts counts beside values, 0 for values the api did not list, none while counts are unknown', () => {
    expect(seniorityOptions(facets).slice(2, 4)).toEqual([
      { value: 'mid', label: 'Mid-level', count: 0 },
      { value: 'senior', label: 'Senior', count: 7 },
    ]);
    expect(seniorityOptions(undefined)[0]).toEqual({ value: 'intern', label: 'Intern', count: undefined });
    expect(optionText({ value: 'europe', label: 'Europe', count: 1234 })).toBe('Europe (1,234)');
    expect(optionText({ value: 'europe', label: 'Europe' })).toBe('Europe');
  });

  it('offers every remote scope and salary floor of the vocabulary', () => {
    const scopes = remoteOptions(facets);
    expect(scopes.broad.map((o) => o.label)).toEqual(['Any remote job', 'Remote worldwide']);
    expect(scopes.regions.find((o) => o.value === 'europe')).toEqual({ value: 'europe', label: 'Europe', count: 5 });
    expect(scopes.countries.find((o) => o.value === 'de')?.label).toBe('Germany');
    expect(salaryOptions(facets).map((o) => o.value)).toEqual(SALARY_FLOORS.map(String));
    expect(salaryOptions(facets).find((o) => o.value === '100000')).toEqual({ value: '100000', label: '$100K+', count: 30 });
  });

  it('keeps a chosen company that the top list lacks', () => {
    expect(companyOptions('north-star', facets).map((o) => o.label)).toEqual(['North Star', 'Lumen Labs']);
    expect(companyOptions('lumen-labs', facets)).toHaveLength(1);
  });

  it('lists chosen tags first, then the top tags, narrowed by the text typed', () => {
    expect(tagOptions(['defi'], facets, '').map((o) => [o.value, o.count])).toEqual([
      ['defi', undefined],
      ['solidity', 1234],
      ['rust', 9],
      ['zero-knowledge', 3],
    ]);
    expect(tagOptions(['rust'], facets, '').map((o) => o.value)).toEqual(['rust', 'solidity', 'zero-knowledge']);
    expect(tagOptions([], facets, 'KNOW').map((o) => o.value)).toEqual(['zero-knowledge']);
  });
});
