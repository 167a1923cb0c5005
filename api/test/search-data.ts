import {
  CITIES,
  COUNTRIES,
  DATE_POSTED_WINDOWS,
  EMPLOYMENT_TYPES,
  REGIONS,
  SALARY_FLOORS,
  SEARCH_SORTS,
  SENIORITIES,
  type SearchFilters,
  type SearchSort,
} from '@chainwork/shared-config';
import fc from 'fast-check';
import { generateJobs, type SeedJob } from '../src/seed/generate';
import { slugify } from '../src/seed/slug';
import { DAY_MS, NOW, testJob } from './fixtures';

/**
 * The jobs the search tests run on: a few thousand generated ones, plus hand-made jobs
 * for the corners the generator never reaches (diacritics, FTS5 keywords in a title,
 * dotted tags, a location outside the vocabulary, $600k+ salaries).
 */
export function searchTestJobs(count = 3000): SeedJob[] {
  const corners: SeedJob[] = [
    testJob('developpeur-solidity', {
      title: 'Développeur Solidity',
      company: 'Crème Brûlée Labs',
      tags: ['solidity', 'node.js'],
      ageMs: 2 * DAY_MS,
    }),
    testJob('near-or-and-engineer', { title: 'NEAR OR AND Engineer', tags: ['rust', 'near-protocol'], ageMs: 3 * DAY_MS }),
    testJob('mars-colony-engineer', {
      title: 'Mars Colony Engineer',
      standardizedLocation: 'remote-mars',
      location: 'Remote (Mars)',
      ageMs: 4 * DAY_MS,
    }),
    testJob('chief-vault-officer', {
      title: 'Chief Vault Officer',
      numericSalary: 900_000,
      salaryMin: 800_000,
      salaryMax: 1_000_000,
      ageMs: 5 * DAY_MS,
    }),
    testJob('underscore-snake-case', {
      title: 'snake_case Specialist',
      tags: ['python'],
      numericSalary: 600_000,
      salaryMin: 600_000,
      salaryMax: 600_000,
      ageMs: 6 * DAY_MS,
    }),
    testJob('salary-just-below-a-floor', { numericSalary: 99_999, salaryMin: 99_998, salaryMax: 100_000, ageMs: 7 * DAY_MS }),
    testJob('salary-at-a-floor', { numericSalary: 100_000, salaryMin: 90_000, salaryMax: 110_000, ageMs: 7 * DAY_MS }),
  ];
  return [...generateJobs({ count, seed: 2024, now: NOW }), ...corners];
}

/** Words a visitor might type: common and rare, prefixes, accents, FTS5 syntax, noise. */
export const QUERY_WORDS = [
  'engineer',
  'Engineer',
  'solidity',
  'rust',
  'senior',
  'product',
  'designer',
  'protocol',
  'security',
  'audit',
  'defi',
  'marketing',
  'zk',
  'go',
  'team',
  'remote',
  'eng',
  'sol',
  'de',
  'pro',
  'développeur',
  'SÓLIDITY',
  'quillfeather',
  'finance',
  'near',
  'OR',
  'AND',
  'NOT',
  'NEAR(',
  '"',
  '*',
  '-rust',
  'title:',
  '(',
  ')',
  '^x',
  'snake_case',
  'sna',
  'node.js',
  'zzzqxv',
  'e',
  '42',
];

const rarely = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 7 }, { arbitrary, weight: 3 });

/** Search inputs: any combination of text, every filter and every sort. */
export function searchInputArbitrary(
  companySlugs: readonly string[],
  tags: readonly string[],
): fc.Arbitrary<SearchFilters & { sort?: SearchSort }> {
  return fc
    .record(
      {
        q: rarely(
          fc
            .array(fc.constantFrom(...QUERY_WORDS), { minLength: 1, maxLength: 3 })
            .chain((parts) => fc.constantFrom(' ', '  ', '-', ', ', '/').map((separator) => parts.join(separator))),
        ),
        tags: rarely(fc.subarray([...tags], { minLength: 1, maxLength: 2 })),
        remote: rarely(fc.constantFrom('any', 'worldwide', ...REGIONS.map((r) => r.id), ...COUNTRIES.map((c) => c.code))),
        city: rarely(fc.constantFrom(...CITIES.map((c) => c.id))),
        minSalary: rarely(fc.constantFrom(...SALARY_FLOORS)),
        includeNoSalary: rarely(fc.boolean()),
        employmentTypes: rarely(fc.subarray([...EMPLOYMENT_TYPES], { minLength: 1, maxLength: 2 })),
        seniorities: rarely(fc.subarray([...SENIORITIES], { minLength: 1, maxLength: 3 })),
        posted: rarely(fc.constantFrom(...Object.keys(DATE_POSTED_WINDOWS))),
        company: rarely(fc.constantFrom(...companySlugs)),
        sort: rarely(fc.constantFrom(...SEARCH_SORTS)),
      },
      { requiredKeys: [] },
    )
    .map((input) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
}

/** The companies and tags with the most jobs, so random filters often have results. */
export function frequentValues(jobs: readonly SeedJob[]): { companies: string[]; tags: string[] } {
  const count = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
  };
  return {
    companies: count(jobs.map((job) => slugify(job.company))).slice(0, 8),
    tags: [...count(jobs.flatMap((job) => job.tags)).slice(0, 10), 'node.js', 'near-protocol'],
  };
}
