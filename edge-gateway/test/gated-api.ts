import type { SeedJob } from '@chainwork/api/seed';
import { realApi, type RecordingApi } from './api';

export interface GatedApi extends RecordingApi {
  /** Lets every held call (and every later one) through. */
  open(): void;
  /** How many calls wait at the gate now. */
  waiting(): number;
  /** Resolves once `count` calls wait at the gate: a test waits for its requests, never for a delay. */
  reached(count: number): Promise<void>;
}

/** The real api, holding every call until the test opens the gate. */
export async function gatedApi(jobs: readonly SeedJob[] = []): Promise<GatedApi> {
  const inner = await realApi(jobs);
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let waiting = 0;
  const watchers: Array<{ count: number; resolve: () => void }> = [];
  return {
    received: inner.received,
    open: () => open(),
    waiting: () => waiting,
    reached: (count) => (waiting >= count ? Promise.resolve() : new Promise<void>((resolve) => watchers.push({ count, resolve }))),
    async fetch(request) {
      waiting += 1;
      for (const watcher of watchers.filter((w) => w.count <= waiting)) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve();
      }
      await gate;
      waiting -= 1;
      return inner.fetch(request);
    },
  };
}
