/**
 * The normal visitor: one person browsing at a human pace, from a loopback address of
 * their own (127.0.0.2), so the gateway tells them apart from the abuser exactly as it
 * tells two clients apart under wrangler dev (see edge-gateway/src/rate-limit/client-key.ts).
 * Each round: the home page, a job page, then a search as the jobs remote sends it (one
 * batched GET of jobs.search and jobs.facets), with a pause after each.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export const VISITOR_ADDRESS = '127.0.0.2';

/** A returning visitor: dark mode and a bucket already set, so no cookie is written. */
const VISITOR_COOKIE = 'chakra-ui-color-mode=dark; cw_bucket=4242';
const SEARCHES = ['solidity', 'rust engineer', 'product designer', 'marketing'];

export interface VisitorSample {
  step: 'home' | 'job page' | 'search';
  ms: number;
  status: number;
}

export function searchPath(q: string): string {
  const input = { 0: { json: { q, limit: 20 } }, 1: { json: { q } } };
  return `/api/trpc/jobs.search,jobs.facets?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

function get(agent: http.Agent, origin: URL, path: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: origin.hostname, port: origin.port, path, agent, headers: { cookie: VISITOR_COOKIE } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
    request.setTimeout(30_000, () => request.destroy());
  });
}

/** Browses until `until` (ms since epoch); every request timed, whatever it answered. */
export async function browse(options: { origin: string; slug: string; until: number; pauseMs: number }): Promise<VisitorSample[]> {
  const origin = new URL(options.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: VISITOR_ADDRESS });
  const samples: VisitorSample[] = [];
  const steps: Array<[VisitorSample['step'], (round: number) => string]> = [
    ['home', () => '/'],
    ['job page', () => `/jobs/${options.slug}`],
    ['search', (round) => searchPath(SEARCHES[round % SEARCHES.length]!)],
  ];
  try {
    for (let round = 0; Date.now() < options.until; round += 1) {
      for (const [step, path] of steps) {
        if (Date.now() >= options.until) break;
        const started = performance.now();
        const status = await get(agent, origin, path(round));
        samples.push({ step, ms: performance.now() - started, status });
        await sleep(options.pauseMs);
      }
    }
  } finally {
    agent.destroy();
  }
  return samples;
}
