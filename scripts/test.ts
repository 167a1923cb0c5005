/**
 * `npm test`: every suite of the repository, one after another (2 cores: running them
 * side by side only makes each slower), then one closing line `N passed, N failed`.
 *
 *   tsx scripts/test.ts [--unit] [--e2e] [--only name,name]
 *
 * Suites: typecheck (tsc per package; the browser packages as one program, test/typecheck-programs.ts), lint (ESLint with zero warnings, Prettier's check),
 * dependencies (sherif: one version of each dependency across the workspace), vitest per package (api and gateway in workerd), the
 * tooling tests, and the Playwright e2e suite against the composed site. Before any suite,
 * when e2e is among them, it makes sure Debian's Chromium is there (test/chromium.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths';
import { isMain } from './lib/is-main';
import { UsageError, parseCommandLine, runCli } from './lib/cli';
import { ensureChromium } from './test/chromium';
import { readTsconfig, typecheckPrograms, writeProgram } from './test/typecheck-programs';
import { playwrightFailures, vitestFailures, type PlaywrightSuite, type VitestReport } from './test/failures';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** The failed tests by name, for the summary (see test/failures.ts). */
  failures: string[];
}
interface Suite {
  name: string;
  kind: 'unit' | 'e2e';
  run: (reportDir: string) => Promise<Counts>;
}

const PACKAGES = [
  'shared-config',
  'api',
  'testing',
  'edge-gateway',
  'shell-app',
  'remote-navigation',
  'remote-newsletter',
  'remote-jobs',
  'remote-content',
];
const BIN = path.join(REPO_ROOT, 'node_modules/.bin');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const noCounts = (): Counts => ({ passed: 0, failed: 0, skipped: 0, failures: [] });

/** Counts one check of a suite's own (a tsc program, a linter): passed, or failed as `failure`. */
function countCheck(counts: Counts, code: number, failure: string): void {
  if (code === 0) counts.passed += 1;
  else {
    counts.failed += 1;
    counts.failures.push(failure);
  }
}

/** A non-zero exit with no failed test (an error outside the tests, or no test found) still fails the run. */
function failOnExitWithoutFailure(counts: Counts, name: string, code: number): void {
  if (code === 0 || counts.failed > 0) return;
  counts.failed = 1;
  counts.failures.push(`${name}: exited with ${code} and no failed test (an error outside the tests, printed above)`);
}

/** A suite that crashed before reporting counts as one failure, never as zero. */
function crashed(name: string, code: number): Counts {
  console.error(`\n!! ${name} produced no report (exit code ${code}); counted as 1 failure.`);
  return { passed: 0, failed: 1, skipped: 0, failures: [`${name}: produced no report (exit code ${code})`] };
}

function vitestSuite(name: string, cwd: string, extraArgs: string[] = []): Suite {
  return {
    name,
    kind: 'unit',
    async run(reportDir) {
      const report = path.join(reportDir, `${name}.json`);
      const code = await run(
        path.join(BIN, 'vitest'),
        ['run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        cwd,
      );
      const json = await readJson<
        VitestReport & {
          numPassedTests: number;
          numFailedTests: number;
          numPendingTests: number;
          numTodoTests: number;
          numTotalTests: number;
        }
      >(report);
      if (!json) return crashed(name, code);
      const counts = {
        passed: json.numPassedTests,
        failed: json.numFailedTests,
        skipped: json.numPendingTests + json.numTodoTests,
        failures: vitestFailures(name, json, cwd),
      };
      failOnExitWithoutFailure(counts, name, code);
      return counts;
    },
  };
}

const typecheck: Suite = {
  name: 'typecheck',
  kind: 'unit',
  async run() {
    const counts = noCounts();
    const dirs = ['.', ...PACKAGES, 'e2e'].filter((dir) => existsSync(path.join(REPO_ROOT, dir, 'tsconfig.json')));
    const { programs, notes } = typecheckPrograms(
      REPO_ROOT,
      dirs,
      readTsconfig,
      path.join(REPO_ROOT, 'node_modules/.cache/chainwork-typecheck'),
    );
    for (const note of notes) console.log(`  note: ${note}`);
    for (const program of programs) {
      await writeProgram(program);
      const code = await run(path.join(BIN, 'tsc'), ['-p', program.project, '--noEmit'], REPO_ROOT);
      console.log(`  tsc ${program.label}: ${code === 0 ? 'ok' : 'FAILED'}`);
      countCheck(counts, code, `typecheck: ${program.label} (the errors are printed above)`);
    }
    return counts;
  },
};

/**
 * One version of each dependency across the workspace, and the manifests' other hygiene, by
 * sherif (a maintained checker). Its verdict counts as one check.
 */
const dependencies: Suite = {
  name: 'dependencies',
  kind: 'unit',
  async run() {
    const code = await run(path.join(BIN, 'sherif'), [], REPO_ROOT);
    console.log(`  sherif: ${code === 0 ? 'ok' : 'FAILED'}`);
    const counts = noCounts();
    countCheck(counts, code, 'dependencies: sherif (its findings are printed above)');
    return counts;
  },
};

/**
 * The linter (ESLint: typescript-eslint, react-hooks, jsx-a11y; zero warnings allowed) and the
 * formatter's check (Prettier), over the whole repository. Each counts as one check.
 */
const lint: Suite = {
  name: 'lint',
  kind: 'unit',
  async run() {
    const counts = noCounts();
    const checks: Array<[string, string, string[]]> = [
      ['eslint', 'eslint', ['.', '--max-warnings', '0']],
      ['prettier --check', 'prettier', ['--check', '.', '--log-level', 'warn']],
    ];
    for (const [label, bin, args] of checks) {
      const code = await run(path.join(BIN, bin), args, REPO_ROOT);
      console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'}`);
      countCheck(counts, code, `lint: ${label} (its findings are printed above)`);
    }
    return counts;
  },
};

const e2e: Suite = {
  name: 'e2e',
  kind: 'e2e',
  async run(reportDir) {
    const report = path.join(reportDir, 'e2e.json');
    const code = await run(path.join(BIN, 'playwright'), ['test', '--reporter=list,json'], path.join(REPO_ROOT, 'e2e'), {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    const json = await readJson<{
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites?: PlaywrightSuite[];
    }>(report);
    if (!json) return crashed('e2e', code);
    const { expected, unexpected, flaky, skipped } = json.stats;
    const counts = { passed: expected + flaky, failed: unexpected, skipped, failures: playwrightFailures('e2e', json.suites ?? []) };
    failOnExitWithoutFailure(counts, 'e2e', code);
    return counts;
  },
};

export const SUITES: Suite[] = [
  typecheck,
  lint,
  dependencies,
  vitestSuite('tooling', REPO_ROOT, ['--config', 'scripts/vitest.config.ts']),
  ...PACKAGES.filter((p) => existsSync(path.join(REPO_ROOT, p, 'vitest.config.ts'))).map((p) => vitestSuite(p, path.join(REPO_ROOT, p))),
  e2e,
];

export const TEST_USAGE = 'Usage: tsx scripts/test.ts [--unit] [--e2e] [--only name,name]';

/** The command line of `npm test`: kinds of suite (default all), or suites by name. */
export function parseTestArgs(argv: string[]): { kinds: Array<Suite['kind']>; only: string[] | null } {
  const { values } = parseCommandLine({
    args: argv,
    options: { unit: { type: 'boolean' }, e2e: { type: 'boolean' }, only: { type: 'string' } },
  });
  const only =
    values.only === undefined
      ? null
      : values.only
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  const unknown = (only ?? []).filter((name) => !SUITES.some((s) => s.name === name));
  if (only && (only.length === 0 || unknown.length)) {
    throw new UsageError(`Unknown suite(s): ${unknown.join(', ') || '(none named)'}. Suites: ${SUITES.map((s) => s.name).join(', ')}.`);
  }
  const kinds: Array<Suite['kind']> = [];
  if (values.unit) kinds.push('unit');
  if (values.e2e) kinds.push('e2e');
  return { kinds, only };
}

async function main(): Promise<void> {
  const { kinds, only } = parseTestArgs(process.argv.slice(2));
  const suites = SUITES.filter((s) => (only ? only.includes(s.name) : kinds.length === 0 || kinds.includes(s.kind)));
  if (suites.some((s) => s.kind === 'e2e')) {
    const missing = ensureChromium();
    if (missing) {
      console.error(missing);
      process.exit(1);
    }
  }

  const reportDir = path.join(REPO_ROOT, 'test-results', 'summary');
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });

  const rows: Array<[string, Counts, number]> = [];
  for (const suite of suites) {
    console.log(`\n=== ${suite.name} ===`);
    const started = performance.now();
    rows.push([suite.name, await suite.run(reportDir), (performance.now() - started) / 1000]);
  }
  const total = rows.reduce((t, [, c]) => ({ passed: t.passed + c.passed, failed: t.failed + c.failed, skipped: t.skipped + c.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
  console.log('\nSuite                 passed  failed  skipped   time');
  for (const [name, c, secs] of rows) {
    console.log(
      `${name.padEnd(20)} ${String(c.passed).padStart(7)} ${String(c.failed).padStart(7)} ${String(c.skipped).padStart(8)} ${secs.toFixed(1).padStart(6)} s`,
    );
  }
  const failures = rows.flatMap(([, c]) => c.failures);
  if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);
}

if (isMain(import.meta.url)) runCli(main, TEST_USAGE);
