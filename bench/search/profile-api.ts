/**
 * Where the Workers' CPU goes for one input of the search benchmark: a CPU profile taken through
 * `wrangler dev`'s inspector (the DevTools protocol) while the input is asked for again and
 * again through the gateway, warm. Prints the functions with the most samples, by their own
 * time and with what they call; the whole profile is written for DevTools (`--out`).
 * Inside a Worker the clock stands still while it computes, so this is how its JavaScript is
 * split; D1's own SQLite work runs outside the profiled isolate.
 *
 *   tsx bench/search/profile-api.ts --dir <copy of bench/.state> [--input '{"q":"engineer"}']
 *     [--procedure jobs.search] [--requests 300] [--port 8841] [--out api.cpuprofile]
 */
import { writeFile } from 'node:fs/promises';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { PORT_RANGE, UsageError, parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { inspectorSession, inspectorTargets } from './inspector';
import { startSite } from './server';
import { timedQuery } from './client';
import { percentile } from './stats';

const USAGE =
  'Usage: tsx bench/search/profile-api.ts --dir <copy of bench/.state> [--input \'{"q":"engineer"}\'] [--procedure jobs.search] [--requests 300] [--port 8841] [--out api.cpuprofile]';
const WARM_UP_REQUESTS = 30;
/** The sampling interval asked for, in µs. */
const SAMPLING_US = 100;
const SHOWN = 25;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  startTime: number;
  endTime: number;
}

/** A frame's name in the tables: the function, its file's last part and its line. */
const frameName = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop() ?? ''}:${node.callFrame.lineNumber + 1}`;

/** Samples per frame name, by own time and with callees, leaving out the idle ones. */
export function splitSamples(profile: CpuProfile): { busy: number; self: Map<string, number>; total: Map<string, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const perNode = new Map<number, number>();
  for (const id of profile.samples) perNode.set(id, (perNode.get(id) ?? 0) + 1);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  for (const [id, count] of perNode) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    busy += count;
    self.set(frameName(node), (self.get(frameName(node)) ?? 0) + count);
    // A recursive function counts once per sample.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(byId.get(at)!);
      if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + count);
      seen.add(name);
    }
  }
  return { busy, self, total };
}

function printTable(title: string, counts: Map<string, number>, busy: number): void {
  console.info(`\n${title}`);
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
    console.info(`${((100 * count) / busy).toFixed(1).padStart(6)} %  ${name}`);
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    const { values } = parseCommandLine({
      args: process.argv.slice(2),
      options: {
        dir: { type: 'string' },
        input: { type: 'string' },
        procedure: { type: 'string' },
        requests: { type: 'string' },
        port: { type: 'string' },
        out: { type: 'string' },
      },
    });
    if (!values.dir) throw new UsageError('--dir: a copy of bench/.state');
    let input: unknown;
    try {
      input = JSON.parse(values.input ?? '{"q":"engineer"}');
    } catch {
      throw new UsageError('--input: the procedure input as JSON');
    }
    const procedure = values.procedure ?? 'jobs.search';
    const requests = wholeNumberOption('requests', values.requests, { min: 10, max: 5000, fallback: 300 })!;
    const port = wholeNumberOption('port', values.port, { min: 1024, max: PORT_RANGE.max - 1000, fallback: 8841 })!;
    const site = await startSite({ dir: values.dir, port, inspectorPort: port + 1000, vars: ['RATE_LIMIT_SCALE:1000'] });
    try {
      const target = (await inspectorTargets(port + 1000))[0];
      if (!target) throw new Error('the inspector lists no Worker');
      const session = await inspectorSession(target.webSocketDebuggerUrl);
      try {
        for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await timedQuery(site.origin, procedure, input);
        await session.send('Profiler.enable');
        await session.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
        await session.send('Profiler.start');
        const times: number[] = [];
        for (let i = 0; i < requests; i += 1) times.push((await timedQuery(site.origin, procedure, input)).ms);
        const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
        const { busy, self, total } = splitSamples(profile);
        console.info(`${procedure} ${JSON.stringify(input)}: ${requests} requests, p50 ${percentile(times, 50).toFixed(1)} ms`);
        console.info(
          `${profile.samples.length} samples over ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms, ${busy} not idle`,
        );
        printTable('Own time (share of the samples not idle):', self, busy);
        printTable('With what it calls:', total, busy);
        if (values.out) await writeFile(values.out, JSON.stringify(profile));
      } finally {
        session.close();
      }
    } finally {
      await site.stop();
    }
  }, USAGE);
}
