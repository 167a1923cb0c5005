/**
 * `npm run bench:floor`: what the TBT and mobile score targets allow on this machine, before
 * any of Chainwork's own code. Builds reference pages (pages.ts: no script, React alone,
 * React with plain elements, Chakra's provider with the app's theme, the same with Chakra's
 * components), serves them gzipped, and runs Lighthouse mobile on each, interleaved, --runs
 * times (default 3), printing the medians, the machine line bench:web prints, and the first
 * page already over the TBT target.
 *
 *   tsx bench/floor.ts [--runs 3]
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { buildInPlainNode } from '@chainwork/tooling/lib/plain-node-build';
import { parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { lighthouse, type LighthouseFigures } from './web/lighthouse';
import { describeMachine, freshPageMicros } from './web/machine-probe';
import { TARGETS } from './web/targets';
import { median } from '@chainwork/tooling/lib/median';
import { documentParts, referenceDocument } from './floor/documents';
import { floorVerdict, formatFloorTable, type FloorRow } from './floor/floor-table';
import { FLOOR_DIST, REFERENCE_PAGES } from './floor/pages';
import { serveFolder } from './floor/serve-static';

const USAGE = 'Usage: tsx bench/floor.ts [--runs 3]';

async function main(): Promise<void> {
  const { values } = parseCommandLine({ options: { runs: { type: 'string' } } });
  const runs = wholeNumberOption('runs', values.runs, { min: 1, max: 15, fallback: 3 })!;

  await buildInPlainNode('bench/floor/compile-floor.ts', 'the reference pages');
  const parts = documentParts();
  const rows: FloorRow[] = [];
  for (const page of REFERENCE_PAGES) {
    await writeFile(path.join(FLOOR_DIST, `${page.id}.html`), referenceDocument(page, parts));
    const jsGzipBytes = page.entry ? gzipSync(await readFile(path.join(FLOOR_DIST, `${page.id}.js`)), { level: 9 }).length : 0;
    rows.push({ page, jsGzipBytes, runs: [] });
  }

  const pageFaultUs = freshPageMicros();
  const server = await serveFolder(FLOOR_DIST);
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const row of rows) {
        const figures: LighthouseFigures = await lighthouse(`${server.origin}/${row.page.id}.html`, 'mobile', {});
        row.runs.push(figures);
        console.log(`  run ${run}/${runs} ${row.page.id}: score ${figures.score}, TBT ${Math.round(figures.tbtMs)} ms`);
      }
    }
  } finally {
    await server.close();
  }

  console.log(`\nLighthouse 12.8.2 mobile (simulated throttling, CPU 4x), median of ${runs}:\n`);
  console.log(formatFloorTable(rows).join('\n'));
  console.log(`\n${floorVerdict(rows, TARGETS.tbtMs)}`);
  const benchmarkIndex = median(rows.flatMap((r) => r.runs.map((f) => f.benchmarkIndex)));
  console.log(`\n${describeMachine({ pageFaultUs, benchmarkIndex }).join('\n')}`);
}

if (isMain(import.meta.url)) runCli(main, USAGE);
