/**
 * Direct access to the e2e run's asset store and routing table, for tests that
 * break a remote on purpose. Writes are visible to the running wrangler at once.
 */
import { getPlatformProxy } from 'wrangler';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_STATE_DIR } from './env';

const GATEWAY_CONFIG = fileURLToPath(new URL('../../edge-gateway/wrangler.jsonc', import.meta.url));

interface R2Object {
  key: string;
  httpMetadata?: { contentType?: string };
  arrayBuffer(): Promise<ArrayBuffer>;
}
interface StoreEnv {
  ASSETS: {
    list(o: { prefix: string; cursor?: string }): Promise<{ objects: Array<{ key: string }>; truncated: boolean; cursor?: string }>;
    get(key: string): Promise<R2Object | null>;
    put(key: string, v: Uint8Array, o?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
    delete(keys: string | string[]): Promise<void>;
  };
  ROUTING: { get(key: string): Promise<string | null> };
}

export async function withStore<T>(work: (env: StoreEnv) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<StoreEnv>({ configPath: GATEWAY_CONFIG, persist: { path: path.join(E2E_STATE_DIR, 'v3') } });
  try {
    return await work(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

export async function liveVersion(pkg: string): Promise<string> {
  return withStore(async (env) => {
    const table = JSON.parse((await env.ROUTING.get('routing-table')) ?? '{}');
    const live = table.packages?.[pkg]?.live as Array<{ version: string; weight: number }> | undefined;
    if (!live?.length) throw new Error(`No live version of ${pkg}`);
    return [...live].sort((a, b) => b.weight - a.weight)[0]!.version;
  });
}

export interface Removed {
  key: string;
  bytes: Uint8Array;
  contentType?: string;
}

/** Deletes every object of one published version and returns them for restoring. */
export async function deleteVersion(pkg: string, version: string): Promise<Removed[]> {
  return withStore(async (env) => {
    const removed: Removed[] = [];
    let cursor: string | undefined;
    do {
      const page = await env.ASSETS.list({ prefix: `${pkg}/${version}/`, cursor });
      for (const { key } of page.objects) {
        const obj = await env.ASSETS.get(key);
        if (obj) removed.push({ key, bytes: new Uint8Array(await obj.arrayBuffer()), contentType: obj.httpMetadata?.contentType });
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    if (removed.length === 0) throw new Error(`Nothing stored under ${pkg}/${version}/`);
    await env.ASSETS.delete(removed.map((r) => r.key));
    return removed;
  });
}

export async function restoreObjects(objects: Removed[]): Promise<void> {
  await withStore(async (env) => {
    for (const o of objects) await env.ASSETS.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType } });
  });
}
