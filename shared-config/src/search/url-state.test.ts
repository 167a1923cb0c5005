import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidFilter, parseSearchParams, toSearchParams } from './url-state';
import { searchFiltersSchema, searchInputSchema } from './schema';
import { CITIES } from '../locations';
import { EMPLOYMENT_TYPES, SENIORITIES } from '../jobs';
import { DATE_POSTED_WINDOWS, REMOTE_SCOPES, SALARY_FLOORS } from './constants';

describe('search URL state', () => {
  it('round-trips a full state canonically', () => {
    const url =
      '?q=rust+engineer&tags=solidity,defi&remote=europe&city=berlin&salary=150000&nosalary=1&type=FULL_TIME,CONTRACTOR&level=senior&posted=7d&company=lumen-labs&sort=salary';
    const state = parseSearchParams(new URLSearchParams(url));
    expect(state).toEqual({
      q: 'rust engineer',
      tags: ['solidity', 'defi'],
      remote: 'europe',
      city: 'berlin',
      minSalary: 150000,
      includeNoSalary: true,
      employmentTypes: ['FULL_TIME', 'CONTRACTOR'],
      seniorities: ['senior'],
      posted: '7d',
      company: 'lumen-labs',
      sort: 'salary',
    });
    expect(toSearchParams(state).toString()).toBe(
      'q=rust+engineer&tags=defi%2Csolidity&remote=europe&city=berlin&salary=150000&nosalary=1&type=CONTRACTOR%2CFULL_TIME&level=senior&posted=7d&company=lumen-labs&sort=salary',
    );
    expect(parseSearchParams(toSearchParams(state))).toEqual({
      ...state,
      tags: ['defi', 'solidity'],
      employmentTypes: ['CONTRACTOR', 'FULL_TIME'],
    });
  });

  it('drops unknown or malformed values one by one instead of failing', () => {
    const state = parseSearchParams(
      new URLSearchParams('q=%20go%20&remote=mars&salary=123&level=senior,wizard&posted=1y&sort=random&tags=OK!'),
    );
    expect(state).toEqual({ q: 'go' });
  });

  it('omits the default sort', () => {
    expect(toSearchParams({ q: 'zk', sort: 'relevance' }).toString()).toBe('q=zk');
    expect(toSearchParams({ sort: 'newest' }).toString()).toBe('');
    expect(toSearchParams({ sort: 'relevance' }).toString()).toBe('sort=relevance');
  });
});

describe('searchInputSchema', () => {
  it('refuses unknown filter keys and values with clear messages', () => {
    const bad = searchInputSchema.safeParse({ remote: 'mars' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Unknown remote scope "mars"');
    expect(searchInputSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(searchInputSchema.safeParse({ q: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('Search text is limited to 200 characters');
    expect(searchInputSchema.safeParse({ minSalary: 123 }).success).toBe(false);
  });

  it('defaults the page size', () => {
    expect(searchInputSchema.parse({}).limit).toBe(20);
  });
});

describe('the URL checks agree with searchFiltersSchema', () => {
  // Valid values, near misses and junk, so both sides of every check are exercised.
  const word = fc.oneof(
    fc.constantFrom(...REMOTE_SCOPES, ...CITIES.map((c) => c.id), ...EMPLOYMENT_TYPES, ...SENIORITIES, ...Object.keys(DATE_POSTED_WINDOWS)),
    fc.constantFrom('solidity', 'lumen-labs', 'a.b', 'Rust', 'mars', '-x', 'x-', 'a--b', ''),
    fc.string({ maxLength: 12 }),
    fc.string({ minLength: 195, maxLength: 205 }),
  );
  const value = fc.oneof(
    word,
    fc.array(word, { maxLength: 12 }),
    fc.constantFrom(...SALARY_FLOORS, 123, Number.NaN, true, false, null),
    fc.integer(),
  );
  const key = fc.constantFrom(...Object.keys(searchFiltersSchema.shape), 'sort', 'colour');

  it('admits exactly what the schema admits, field by field', () => {
    fc.assert(
      fc.property(key, value, (k, v) => {
        expect(isValidFilter(k, v)).toBe(searchFiltersSchema.safeParse({ [k]: v }).success);
      }),
      { numRuns: 3000 },
    );
  });
});
