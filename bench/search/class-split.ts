/**
 * Which of a class's inputs makes it slow: each input of one class of the benchmark's mix
 * timed apart, interleaved, on a copy of the prepared state (the class's own procedure;
 * a new search's facet count by default), beside the key lookup (jobs.bySlug) timed in the same rounds.
 *
 *   tsx bench/search/class-split.ts --dir <copy of bench/.state> [--class "facets, new search"] [--requests 60] [--port 8831]
 */
import { isMain } from '@chainwork/tooling/lib/is-main';
import { PORT_RANGE, UsageError, parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { startSite } from './server';
import { timedQuery } from './client';
import { FACET_CLASSES, QUERY_CLASSES } from './mix';
import { percentile } from './stats';
import { newestSlug } from './run-mix';

const USAGE =
  'Usage: tsx bench/search/class-split.ts --dir <copy of bench/.state> [--class "facets, new search"] [--requests 60] [--port 8831]';
const SPLITTABLE = [...QUERY_CLASSES, ...FACET_CLASSES].filter((c) => c.depth === undefined && c.procedure !== 'jobs.bySlug');

if (isMain(import.meta.url)) {
  runCli(async () => {
    const { values } = parseCommandLine({
      args: process.argv.slice(2),
      options: { dir: { type: 'string' }, class: { type: 'string' }, requests: { type: 'string' }, port: { type: 'string' } },
    });
    if (!values.dir) throw new UsageError('--dir: a copy of bench/.state');
    const name = values.class ?? 'facets, new search';
    const queryClass = SPLITTABLE.find((c) => c.name === name);
    if (!queryClass) throw new UsageError(`--class: one of ${SPLITTABLE.map((c) => JSON.stringify(c.name)).join(', ')}`);
    const procedure = queryClass.procedure ?? 'jobs.search';
    const requests = wholeNumberOption('requests', values.requests, { min: 5, max: 1000, fallback: 60 })!;
    const port = wholeNumberOption('port', values.port, { min: 1024, max: PORT_RANGE.max - 1, fallback: 8831 })!;
    const site = await startSite({ dir: values.dir, port, inspectorPort: port + 1000, vars: ['RATE_LIMIT_SCALE:1000'] });
    try {
      const reference = { procedure: 'jobs.bySlug', input: { slug: await newestSlug(site.origin) } };
      const timedInputs = [...queryClass.inputs.map((input) => ({ procedure, input })), reference];
      const times = timedInputs.map(() => [] as number[]);
      for (let round = 0; round < requests + 3; round += 1)
        for (const [i, { procedure: called, input }] of timedInputs.entries()) {
          const { ms } = await timedQuery(site.origin, called, input);
          if (round >= 3) times[i]!.push(ms);
        }
      console.log(`${name} (${procedure}), ${requests} requests per input, and the key lookup:`);
      for (const [i, { procedure: called, input }] of timedInputs.entries()) {
        const label = called === procedure ? JSON.stringify(input) : `key lookup (${called})`;
        console.log(`${label.padEnd(60)} p50 ${percentile(times[i]!, 50).toFixed(1)}  p95 ${percentile(times[i]!, 95).toFixed(1)} ms`);
      }
    } finally {
      await site.stop();
    }
  }, USAGE);
}
