/**
 * Publishing built front-end packages into the asset store (R2) as immutable versions and
 * recording them in the routing table (KV): the library behind `npm run publish:local`
 * (scripts/publish.ts), `npm start`, the routing-table command and the web benchmark's baseline.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  assetKey,
  emptyRoutingTable,
  FRONT_END_PACKAGES,
  ROUTING_TABLE_KEY,
  type FrontEndPackage,
  type RoutingTable,
} from '@chainwork/shared-config/federation';
import { routingTableSchema } from '@chainwork/shared-config/schemas/routing';
import { contentTypeFor } from './content-types';
import { GATEWAY_CONFIG, REPO_ROOT } from './paths';
import { withPlatform } from './platform';
import { recordPublished, setLive } from '../routes/table-ops';

export interface StoreEnv {
  ASSETS: R2Bucket;
  ROUTING: KVNamespace;
}
type R2Bucket = {
  head(key: string): Promise<unknown | null>;
  put(key: string, value: Uint8Array | string, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
};
type KVNamespace = { get(key: string): Promise<string | null>; put(key: string, value: string): Promise<void> };

/** Marks a version as completely uploaded; written last, so a half-upload is retried. */
const COMPLETE_MARKER = '.published';

export interface BuiltFile {
  rel: string;
  bytes: Uint8Array;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (e) => {
      if (e.name.startsWith('.')) return [];
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      return e.isDirectory() ? listFiles(path.join(dir, e.name), rel) : [rel];
    }),
  );
  return files.flat().sort();
}

/** The files of a build: `<pkg>/dist` by default (the web benchmark passes its baseline's folder). */
export async function readBuild(pkg: FrontEndPackage, dist: string = path.join(REPO_ROOT, pkg, 'dist')): Promise<BuiltFile[]> {
  const rels = await listFiles(dist).catch(() => {
    throw new Error(`${pkg} has no build in ${dist}; run \`npm run build\` first.`);
  });
  if (rels.length === 0) throw new Error(`${dist} is empty; run \`npm run build\` first.`);
  return Promise.all(
    rels.map(async (rel) => {
      const buf = await readFile(path.join(dist, rel));
      return { rel, bytes: new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength) };
    }),
  );
}

/** The version is a hash of every file's path and bytes: same build, same version. */
export function versionOf(files: BuiltFile[]): string {
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.rel).update('\0').update(f.bytes).update('\0');
  return hash.digest('hex').slice(0, 12);
}

export async function readRoutingTable(env: StoreEnv): Promise<RoutingTable> {
  const raw = await env.ROUTING.get(ROUTING_TABLE_KEY);
  return raw ? routingTableSchema.parse(JSON.parse(raw)) : emptyRoutingTable();
}

export async function writeRoutingTable(env: StoreEnv, table: RoutingTable): Promise<void> {
  await env.ROUTING.put(ROUTING_TABLE_KEY, JSON.stringify(routingTableSchema.parse(table), null, 2));
}

export interface PublishResult {
  pkg: FrontEndPackage;
  version: string;
  uploaded: number;
  reused: boolean;
  live: boolean;
}

/** Uploads one version's files unless already complete in the store. */
export async function uploadVersion(env: StoreEnv, pkg: string, version: string, files: BuiltFile[]): Promise<number> {
  if (await env.ASSETS.head(assetKey(pkg, version, COMPLETE_MARKER))) return 0;
  for (const f of files) {
    await env.ASSETS.put(assetKey(pkg, version, f.rel), f.bytes, { httpMetadata: { contentType: contentTypeFor(f.rel) } });
  }
  await env.ASSETS.put(assetKey(pkg, version, COMPLETE_MARKER), new Date().toISOString());
  return files.length;
}

export async function publishPackages(
  packages: readonly FrontEndPackage[] = FRONT_END_PACKAGES,
  options: { live?: boolean; stateDir?: string } = {},
): Promise<PublishResult[]> {
  const live = options.live ?? true;
  const builds = await Promise.all(packages.map(async (pkg) => ({ pkg, files: await readBuild(pkg) })));
  return withPlatform<StoreEnv, PublishResult[]>(
    GATEWAY_CONFIG,
    async (env) => {
      let table = await readRoutingTable(env);
      const results: PublishResult[] = [];
      for (const { pkg, files } of builds) {
        const version = versionOf(files);
        const uploaded = await uploadVersion(env, pkg, version, files);
        table = recordPublished(table, pkg, version, new Date());
        if (live) table = setLive(table, pkg, [{ version, weight: 100 }]);
        results.push({ pkg, version, uploaded, reused: uploaded === 0, live });
      }
      await writeRoutingTable(env, table);
      return results;
    },
    options.stateDir,
  );
}

export function formatPublishResults(results: PublishResult[]): string {
  return results
    .map(
      (r) =>
        `  ${r.pkg.padEnd(18)} ${r.version}  ${r.reused ? 'already in the store' : `uploaded ${r.uploaded} files`}${r.live ? ', live at 100%' : ''}`,
    )
    .join('\n');
}
