import { describe, expect, it } from 'vitest';
import { JOB_SEARCH_PAGE_SIZE } from '@chainwork/shared-config';
import {
  effectiveSort,
  filtersOf,
  hasFilters,
  normalizeState,
  searchInputOf,
  toggleValue,
  withoutFilters,
  withoutQuery,
} from './search-state';

describe('search state', () => {
  it('normalizes to one spelling per search', () => {
    expect(
      normalizeState({ q: '  rust ', tags: ['zk', 'defi', 'zk'], employmentTypes: [], includeNoSalary: true, sort: 'relevance' }),
    ).toEqual({ q: 'rust', tags: ['defi', 'zk'], sort: 'relevance' });
    // "Include jobs without a salary" means nothing without a floor; relevance nothing without text.
    expect(normalizeState({ includeNoSalary: true, sort: 'relevance' })).toEqual({});
    expect(normalizeState({ minSalary: 100_000, includeNoSalary: true })).toEqual({ minSalary: 100_000, includeNoSalary: true });
  });

  it('sorts by relevance with text and by newest without, unless told otherwise', () => {
    expect(effectiveSort({ q: 'rust' })).toBe('relevance');
    expect(effectiveSort({})).toBe('newest');
    expect(effectiveSort({ sort: 'relevance' })).toBe('newest');
    expect(effectiveSort({ q: 'rust', sort: 'salary' })).toBe('salary');
  });

  it('builds the api input: filters, the sort in force and the page size; equal searches give equal inputs', () => {
    const a = searchInputOf({ q: 'rust', seniorities: ['senior', 'lead'] });
    const b = searchInputOf({ q: 'rust ', seniorities: ['lead', 'senior'] });
    expect(a).toEqual({ q: 'rust', seniorities: ['lead', 'senior'], sort: 'relevance', limit: JOB_SEARCH_PAGE_SIZE });
    expect(b).toEqual(a);
    expect(filtersOf({ q: 'x', sort: 'salary', city: 'berlin' })).toEqual({ q: 'x', city: 'berlin' });
  });

  it('clears filters or text', () => {
    const state = { q: 'rust', sort: 'salary' as const, tags: ['defi'], city: 'berlin' };
    expect(hasFilters(state)).toBe(true);
    expect(withoutFilters(state)).toEqual({ q: 'rust', sort: 'salary' });
    expect(hasFilters(withoutFilters(state))).toBe(false);
    expect(withoutQuery({ q: 'rust', sort: 'relevance', tags: ['defi'] })).toEqual({ tags: ['defi'] });
  });

  it('toggles a value in a multi-select, dropping an emptied list', () => {
    expect(toggleValue(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleValue(['a'], 'a', false)).toBeUndefined();
    expect(toggleValue(['a'], 'a', true)).toEqual(['a']);
  });
});
