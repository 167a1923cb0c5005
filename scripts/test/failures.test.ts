import { describe, expect, it } from 'vitest';
import { firstLine, playwrightFailures, vitestFailures, type PlaywrightSuite } from './failures';

describe('firstLine: why a test failed, in one line', () => {
  it('takes the first non-empty line without colour codes', () => {
    expect(firstLine('\n\u001b[31mAssertionError: expected 20 to be 4\u001b[39m\n    at Object.<anonymous>')).toBe(
      'AssertionError: expected 20 to be 4',
    );
  });

  it('cuts a long line and copes with no message', () => {
    expect(firstLine('x'.repeat(500))).toHaveLength(160);
    expect(firstLine('x'.repeat(500)).endsWith('…')).toBe(true);
    expect(firstLine(undefined)).toBe('');
  });
});

describe('vitestFailures', () => {
  it('names each failed test by file and full title, and skips the passed ones', () => {
    const lines = vitestFailures(
      'remote-jobs',
      {
        testResults: [
          {
            name: '/repo/remote-jobs/src/search/results/FeaturedJobs.test.tsx',
            status: 'failed',
            assertionResults: [
              {
                title: 'a',
                fullName: 'FeaturedJobs shows the pinned jobs',
                status: 'failed',
                failureMessages: ['Error: expected "20 jobs" to be "4 jobs"\n at x'],
              },
              { title: 'b', fullName: 'FeaturedJobs b', status: 'passed' },
            ],
          },
          { name: '/repo/remote-jobs/src/format/age.test.ts', status: 'passed', assertionResults: [{ title: 'c', status: 'passed' }] },
        ],
      },
      '/repo/remote-jobs',
    );
    expect(lines).toEqual([
      'remote-jobs: src/search/results/FeaturedJobs.test.tsx › FeaturedJobs shows the pinned jobs\n    Error: expected "20 jobs" to be "4 jobs"',
    ]);
  });

  it('names a file that failed outside its tests', () => {
    const lines = vitestFailures(
      'api',
      { testResults: [{ name: '/r/api/src/x.test.ts', status: 'failed', message: 'SyntaxError: bad', assertionResults: [] }] },
      '/r/api',
    );
    expect(lines).toEqual(['api: src/x.test.ts › (the file itself)\n    SyntaxError: bad']);
  });

  it('gives nothing for a report without results', () => {
    expect(vitestFailures('api', {}, '/r')).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  const spec = (title: string, status: string, message?: string) => ({
    title,
    file: 'tests/search.spec.ts',
    line: 12,
    tests: [{ status, results: [{ status: status === 'unexpected' ? 'failed' : 'passed', ...(message ? { error: { message } } : {}) }] }],
  });

  it('names the unexpected tests with their describe titles, not the flaky or passed ones', () => {
    const suites: PlaywrightSuite[] = [
      {
        title: 'tests/search.spec.ts',
        file: 'tests/search.spec.ts',
        specs: [spec('top level', 'expected')],
        suites: [
          {
            title: 'job search',
            file: 'tests/search.spec.ts',
            specs: [spec('filters by salary', 'unexpected', 'Timeout 5000ms exceeded.\nCall log:'), spec('retried', 'flaky')],
          },
        ],
      },
    ];
    expect(playwrightFailures('e2e', suites)).toEqual([
      'e2e: tests/search.spec.ts:12 › job search › filters by salary\n    Timeout 5000ms exceeded.',
    ]);
  });
});
