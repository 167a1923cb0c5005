import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@chainwork/tooling/build/paths';
import { median } from '@chainwork/tooling/lib/median';
import { CHROMIUM_PATH } from './page-bytes';

const LIGHTHOUSE_BIN = path.join(REPO_ROOT, 'node_modules/.bin/lighthouse');
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export type Preset = 'mobile' | 'desktop';
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU index for the host (a JavaScript loop), recorded in every report. */
  benchmarkIndex: number;
}

interface Report {
  categories: { performance: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE_BIN, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-2000)}`))));
  });
}

const ATTEMPTS = 3;

/**
 * One Lighthouse 12.8.2 run (performance only, default simulated throttling), local and
 * offline. On a loaded machine Chromium sometimes loses the trace (NO_NAVSTART,
 * NO_FCP); such a run is repeated, up to three attempts.
 */
export async function lighthouse(url: string, preset: Preset, headers: Record<string, string>): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, preset, headers);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  lighthouse attempt ${attempt} failed (${error instanceof Error ? error.message.split('\n')[0] : error}); again`);
    }
  }
}

async function lighthouseOnce(url: string, preset: Preset, headers: Record<string, string>): Promise<LighthouseFigures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cw-lh-'));
  try {
    const output = path.join(dir, 'report.json');
    const args = [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--no-enable-error-reporting',
      `--chrome-flags=${CHROME_FLAGS}`,
    ];
    if (preset === 'desktop') args.push('--preset=desktop');
    if (Object.keys(headers).length) {
      const file = path.join(dir, 'headers.json');
      await writeFile(file, JSON.stringify(headers));
      args.push(`--extra-headers=${file}`);
    }
    await run(args);
    const report = JSON.parse(await readFile(output, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each figure's median over the runs (Lighthouse's own advice for variance). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
}
