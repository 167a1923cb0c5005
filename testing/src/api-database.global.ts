/**
 * Vitest global setup: one D1 state folder migrated with the api's own migrations (the same
 * `wrangler d1 migrations apply` as `npm start`), which every test file copies for itself
 * (real-api.ts), so files running in parallel never share a database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { API_CONFIG, D1_DATABASE_NAME } from '@chainwork/tooling/lib/paths';
import { runWrangler } from '@chainwork/tooling/lib/wrangler';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'chainwork-api-d1-'));
  await runWrangler(['d1', 'migrations', 'apply', D1_DATABASE_NAME, '--local', '-c', API_CONFIG, '--persist-to', dir]);
  project.provide('migratedApiState', dir);
  return () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedApiState: string;
  }
}
