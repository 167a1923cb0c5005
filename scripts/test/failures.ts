/**
 * The failed tests of a run, named, for the summary `npm test` prints last. A CI log is often
 * read from its tail only; without this, a failure far up the log shows as a count and nothing
 * else. Each line: the suite, the test file, the test's full title, and the first line of why.
 */
import path from 'node:path';

/** What vitest's JSON reporter writes (the parts read here). */
export interface VitestReport {
  testResults?: Array<{
    name: string;
    status?: string;
    message?: string;
    assertionResults?: Array<{ fullName?: string; title: string; status: string; failureMessages?: string[] }>;
  }>;
}

/** What Playwright's JSON reporter writes (the parts read here). */
export interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{ status: string; results: Array<{ status: string; error?: { message?: string } }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

const MAX_REASON = 160;

/** The first non-empty line of an error message, without colour codes, cut to a line's width. */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are exactly what is removed
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > MAX_REASON ? `${trimmed.slice(0, MAX_REASON - 1)}…` : trimmed;
}

function describeFailure(suite: string, file: string, title: string, reason: string): string {
  return `${suite}: ${file} › ${title}${reason ? `\n    ${reason}` : ''}`;
}

/** Failed tests, and files that failed outside any test (an import error, a hook). */
export function vitestFailures(suite: string, report: VitestReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed) {
      lines.push(describeFailure(suite, relative, test.fullName ?? test.title, firstLine(test.failureMessages?.[0])));
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(describeFailure(suite, relative, '(the file itself)', firstLine(file.message)));
    }
  }
  return lines;
}

/** Tests Playwright counts as unexpected (failed on every attempt), with the titles that lead to them. */
export function playwrightFailures(suite: string, suites: PlaywrightSuite[], titles: string[] = []): string[] {
  const lines: string[] = [];
  for (const s of suites) {
    // A file's own suite is titled with its path; the describe blocks inside it add to the title.
    const here = s.file && s.title === s.file ? titles : [...titles, s.title];
    for (const spec of s.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.find((r) => r.error)?.error?.message;
        lines.push(describeFailure(suite, `${spec.file}:${spec.line}`, [...here, spec.title].join(' › '), firstLine(error)));
      }
    }
    lines.push(...playwrightFailures(suite, s.suites ?? [], here));
  }
  return lines;
}
