/**
 * The site's memory: the resident set of the workerd processes in `wrangler dev`'s process
 * group (gateway and api run in one workerd), read with `ps`, sampled while a run goes on.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SAMPLE_EVERY_MS = 500;

/** `ps -e -o pgid=,rss=,comm=` lines -> KiB of the workerd processes in group `pgid`. */
export function workerdRssKib(psOutput: string, pgid: number): number {
  let kib = 0;
  for (const line of psOutput.split('\n')) {
    const [group, rss, command] = line.trim().split(/\s+/);
    if (Number(group) === pgid && command?.startsWith('workerd')) kib += Number(rss) || 0;
  }
  return kib;
}

export async function readWorkerdRss(pgid: number): Promise<number> {
  const { stdout } = await run('ps', ['-e', '-o', 'pgid=,rss=,comm=']);
  return workerdRssKib(stdout, pgid);
}

export interface RssSampler {
  /** Stops sampling; the peak and the last sample, in KiB. */
  stop(): Promise<{ peakKib: number; lastKib: number }>;
}

export function sampleRss(pgid: number): RssSampler {
  let peakKib = 0;
  let lastKib = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      lastKib = await readWorkerdRss(pgid).catch(() => lastKib);
      peakKib = Math.max(peakKib, lastKib);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      lastKib = await readWorkerdRss(pgid).catch(() => lastKib);
      return { peakKib: Math.max(peakKib, lastKib), lastKib };
    },
  };
}
