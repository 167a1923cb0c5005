/**
 * `--profile`: how much of the busiest workerd thread's CPU was the Workers' own JavaScript. A V8
 * CPU profile is taken through `wrangler dev`'s inspector while a run goes on; V8 samples an
 * isolate only while it runs, so its busy samples times the interval are that isolate's
 * JavaScript (and V8's work for it: compiling, collecting garbage). The rest of the thread
 * is workerd's own work, which no JavaScript profile sees: local D1's SQLite, the fetches, the
 * queue, the calls between Workers.
 */
import { inspectorSession, inspectorTargets } from '../search/inspector';
import { splitSamples, type CpuProfile } from '../search/profile-api';
import { num } from './report';

/** The sampling interval asked for, in µs: coarse, so a two-minute run stays a small profile. */
export const JS_SAMPLING_US = 1000;
const SHOWN = 6;

export interface JsProfile {
  /** Seconds of JavaScript: the samples not idle times the interval. */
  busyS: number;
  /** The functions with the most samples, with what they call (seconds), the most first. */
  top: [string, number][];
}

export function summariseJsProfile(profile: CpuProfile, intervalUs = JS_SAMPLING_US): JsProfile {
  const { busy, total } = splitSamples(profile);
  const seconds = (samples: number) => (samples * intervalUs) / 1e6;
  const top = [...total]
    .filter(([name]) => !name.startsWith('(root)') && !name.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOWN)
    .map(([name, samples]): [string, number] => [name, seconds(samples)]);
  return { busyS: seconds(busy), top };
}

export function formatJsProfile(js: JsProfile, busiestThreadS: number | null): string[] {
  const share = busiestThreadS ? ` (${num((100 * js.busyS) / busiestThreadS)}% of the busiest thread's CPU)` : '';
  return [
    `  the Workers' JavaScript (V8 samples every ${JS_SAMPLING_US / 1000} ms): ~${num(js.busyS, 1)} s${share}; ` +
      "the rest of that thread is workerd's own work (local D1's SQLite, fetches, the queue, calls between Workers)",
    `    most of it in: ${js.top.map(([name, s]) => `${name} ${num(s, 1)} s`).join(', ')}`,
  ];
}

/** Starts profiling the first Worker the inspector lists; `stop()` ends it, or null when there is none. */
export async function startJsProfile(inspectorPort: number): Promise<{ stop: () => Promise<JsProfile | null> }> {
  const none = { stop: async () => null };
  const target = (await inspectorTargets(inspectorPort).catch(() => []))[0];
  if (!target) return none;
  // A profile that cannot start leaves the run unprofiled rather than failing it.
  const session = await inspectorSession(target.webSocketDebuggerUrl).catch(() => null);
  if (!session) return none;
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: JS_SAMPLING_US });
  await session.send('Profiler.start');
  return {
    stop: async () => {
      try {
        const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
        return summariseJsProfile(profile);
      } finally {
        session.close();
      }
    },
  };
}
