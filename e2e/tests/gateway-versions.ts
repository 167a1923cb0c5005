/**
 * Version tooling for the gateway suites: the real operator command (`npm run routes`)
 * against this run's state folder, plus store-level moves a test needs to stage a second
 * version (a copy of a published one under a new version name) or a broken one.
 * Not a spec: Playwright only runs `*.spec.ts`.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { getPlatformProxy } from 'wrangler';
import { recordPublished } from '@chainwork/tooling/routes/table-ops';
import { E2E_STATE_DIR } from '../support/env';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GATEWAY_CONFIG = path.join(REPO_ROOT, 'edge-gateway/wrangler.jsonc');
const TABLE_KEY = 'routing-table';

interface Store {
  ASSETS: {
    list(o: { prefix: string; cursor?: string }): Promise<{ objects: Array<{ key: string }>; truncated: boolean; cursor?: string }>;
    get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>;
    put(key: string, v: Uint8Array, o?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
    delete(keys: string[]): Promise<void>;
  };
  ROUTING: { get(key: string): Promise<string | null>; put(key: string, value: string): Promise<void> };
}

async function withStore<T>(work: (env: Store) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<Store>({ configPath: GATEWAY_CONFIG, persist: { path: path.join(E2E_STATE_DIR, 'v3') } });
  try {
    return await work(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

async function keysOf(env: Store, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.ASSETS.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** `npm run routes -- ...` on this run's state; always `--local`, whatever credentials the shell has. */
export async function routes(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
    [path.join(REPO_ROOT, 'scripts/routes.ts'), ...args, '--local'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, CHAINWORK_STATE_DIR: E2E_STATE_DIR, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  );
  return stdout;
}

export async function readTableText(): Promise<string> {
  return withStore(async (env) => (await env.ROUTING.get(TABLE_KEY)) ?? '');
}

export async function restoreTable(text: string): Promise<void> {
  await withStore((env) => env.ROUTING.put(TABLE_KEY, text));
}

/** The heaviest live version of a package. */
export async function liveVersionOf(pkg: string): Promise<string> {
  const table = JSON.parse(await readTableText()) as { packages: Record<string, { live: Array<{ version: string; weight: number }> }> };
  const live = [...(table.packages[pkg]?.live ?? [])].sort((a, b) => b.weight - a.weight);
  if (!live[0] || live[0].weight === 0) throw new Error(`No live version of ${pkg}`);
  return live[0].version;
}

/**
 * Publishes a copy of `from` as `to` (same files under a new version name), recorded as
 * published but not live: what a team's new build looks like to the gateway. With
 * `withFiles: false` only the record exists: a version whose files are missing.
 */
export async function stageVersion(pkg: string, from: string, to: string, options: { withFiles?: boolean } = {}): Promise<void> {
  await withStore(async (env) => {
    if (options.withFiles !== false) {
      for (const key of await keysOf(env, `${pkg}/${from}/`)) {
        const object = await env.ASSETS.get(key);
        if (!object) continue;
        await env.ASSETS.put(`${pkg}/${to}/${key.slice(`${pkg}/${from}/`.length)}`, new Uint8Array(await object.arrayBuffer()), {
          httpMetadata: { contentType: object.httpMetadata?.contentType },
        });
      }
    }
    const table = JSON.parse((await env.ROUTING.get(TABLE_KEY)) ?? '{"schema":1,"packages":{}}');
    await env.ROUTING.put(TABLE_KEY, JSON.stringify(recordPublished(table, pkg, to, new Date())));
  });
}

/** Deletes every file of a version from the asset store. */
export async function deleteFiles(pkg: string, version: string): Promise<number> {
  return withStore(async (env) => {
    const keys = await keysOf(env, `${pkg}/${version}/`);
    if (keys.length) await env.ASSETS.delete(keys);
    return keys.length;
  });
}

/** A version name derived from a real one, unique per test run. */
export function stagedName(from: string, tag: string): string {
  return `${from.slice(0, 12)}-${tag}${Date.now().toString(36)}`;
}
