/**
 * `npm run types`: writes each Worker's Env as `wrangler types` generates it from its
 * wrangler.jsonc into <worker>/worker-configuration.d.ts (workspace/wrangler-types.ts says which
 * flags and what is left out). Run it after changing a binding or a var; the tooling suite fails
 * until the checked-in files match.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMain } from './lib/is-main';
import { REPO_ROOT } from './lib/paths';
import { GENERATED_FILE, WORKERS, generatedTypes } from './workspace/wrangler-types';

export async function writeWorkerTypes(): Promise<void> {
  for (const worker of WORKERS) {
    const file = path.join(REPO_ROOT, worker, GENERATED_FILE);
    // The header names the scratch file the text was generated into; it names the real one here.
    const text = (await generatedTypes(worker)).replace(/wrangler types \S+\.d\.ts/, `wrangler types ${GENERATED_FILE}`);
    await writeFile(file, text);
    console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
  }
}

if (isMain(import.meta.url)) await writeWorkerTypes();
