/**
 * Which search makes a new search's facet count slow: `bench.coldFacets` for each of the
 * benchmark's facet inputs apart, interleaved, on a copy of the prepared state.
 *
 *   tsx bench/search/facets-split.ts --dir <copy of bench/.state> [--requests 60] [--port 8831]
 */
import { isMain } from '@chainwork/tooling/lib/is-main';
import { PORT_RANGE, parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { startSite } from './server';
import { timedQuery } from './client';
import { FACET_INPUTS } from './mix';
import { percentile } from './stats';

if (isMain(import.meta.url)) {
  runCli(async () => {
    const { values } = parseCommandLine({
      args: process.argv.slice(2),
      options: { dir: { type: 'string' }, requests: { type: 'string' }, port: { type: 'string' } },
    });
    if (!values.dir) throw new Error('--dir: a copy of bench/.state');
    const requests = wholeNumberOption('requests', values.requests, { min: 5, max: 1000, fallback: 60 })!;
    const port = wholeNumberOption('port', values.port, { min: 1024, max: PORT_RANGE.max - 1, fallback: 8831 })!;
    const site = await startSite({ dir: values.dir, port, inspectorPort: port + 1000, vars: ['RATE_LIMIT_SCALE:1000'] });
    try {
      const times = FACET_INPUTS.map(() => [] as number[]);
      for (let round = 0; round < requests + 3; round += 1)
        for (const [i, input] of FACET_INPUTS.entries()) {
          const { ms } = await timedQuery(site.origin, 'bench.coldFacets', input);
          if (round >= 3) times[i]!.push(ms);
        }
      for (const [i, input] of FACET_INPUTS.entries())
        console.log(
          `${JSON.stringify(input).padEnd(60)} p50 ${percentile(times[i]!, 50).toFixed(1)}  p95 ${percentile(times[i]!, 95).toFixed(1)} ms`,
        );
    } finally {
      await site.stop();
    }
  }, 'Usage: tsx bench/search/facets-split.ts --dir <copy of bench/.state> [--requests 60] [--port 8831]');
}
