import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';
import { readText, repositoryFiles } from '../docs/citations';
import { isUnitTest, sleepsIn } from './test-sleeps';

const SELF = 'scripts/workspace/test-sleeps.test.ts';

describe('unit tests do not sleep', () => {
  it('no unit test waits on a real timer (use vi.useFakeTimers + advanceTimersByTimeAsync, or await the event itself)', () => {
    const tests = repositoryFiles(REPO_ROOT).filter((file) => isUnitTest(file) && file !== SELF);
    expect(tests).toEqual(expect.arrayContaining(['remote-jobs/src/search/JobSearch.test.tsx', 'api/src/cache/ttl-cache.test.ts']));
    expect(tests.flatMap((file) => sleepsIn(file, readText(REPO_ROOT, file)))).toEqual([]);
  });

  it('recognises the sleeps it forbids, and leaves fake timers and awaited events alone', () => {
    const found = (line: string) => sleepsIn('f.test.ts', line).length;
    for (const line of [
      'await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));',
      'await new Promise((r) => setTimeout(r, 0));',
      'await new Promise<void>((resolve) => { setTimeout(resolve, 5); });',
      'const compute = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++calls}`), 5));',
      "import { setTimeout as sleep } from 'node:timers/promises';",
    ]) {
      expect(found(line), line).toBe(1);
    }
    for (const line of [
      'await act(() => vi.advanceTimersByTimeAsync(60_000));',
      "await waitFor(() => expect(probe.location?.search).toBe('?q=ru'));",
      'const timer = setTimeout(onTimeout, 1000);',
    ]) {
      expect(found(line), line).toBe(0);
    }
  });

  it('counts only unit tests: not e2e specs or benchmarks', () => {
    expect(isUnitTest('shell-app/src/App.test.tsx')).toBe(true);
    expect(isUnitTest('e2e/tests/shell-pages.spec.ts')).toBe(false);
    expect(isUnitTest('bench/ingest/run.test.ts')).toBe(false);
    expect(isUnitTest('shell-app/src/App.tsx')).toBe(false);
  });
});
