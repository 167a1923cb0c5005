import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GATEWAY_CONFIG } from '../lib/paths';
import { ASSET_BUCKET, ROUTING_BINDING, wranglerBindings, type CliRunner } from './wrangler-store';
import { withLocalStore } from './local-store';

describe('wrangler CLI store: the commands it runs', () => {
  it('targets Cloudflare with --remote and the gateway config', async () => {
    const calls: string[][] = [];
    const run: CliRunner = async (args) => {
      calls.push(args);
      return { code: 0, stdout: '{"schema":1}\n', stderr: '' };
    };
    const env = wranglerBindings({ kind: 'remote' }, run);
    expect(await env.ROUTING.get('routing-table')).toBe('{"schema":1}');
    await env.ROUTING.put('routing-table', '{}');
    await env.ASSETS.put('remote-jobs/v1/remoteEntry.js', 'x', { httpMetadata: { contentType: 'text/javascript; charset=utf-8' } });
    expect(calls[0]).toEqual([
      'kv',
      'key',
      'get',
      'routing-table',
      '--binding',
      ROUTING_BINDING,
      '--text',
      '-c',
      GATEWAY_CONFIG,
      '--remote',
    ]);
    expect(calls[1]).toEqual(['kv', 'key', 'put', 'routing-table', '{}', '--binding', ROUTING_BINDING, '-c', GATEWAY_CONFIG, '--remote']);
    expect(calls[2]!.slice(0, 4)).toEqual(['r2', 'object', 'put', `${ASSET_BUCKET}/remote-jobs/v1/remoteEntry.js`]);
    expect(calls[2]).toContain('--remote');
    expect(calls[2]![calls[2]!.indexOf('--ct') + 1]).toBe('text/javascript; charset=utf-8');
  });

  it('reports a failed wrangler call with its output', async () => {
    const run: CliRunner = async () => ({ code: 1, stdout: '', stderr: 'Authentication error [code: 10000]' });
    await expect(wranglerBindings({ kind: 'remote' }, run).ROUTING.put('k', 'v')).rejects.toThrow('Authentication error');
  });

  it('names the bucket and binding of edge-gateway/wrangler.jsonc', async () => {
    const config = JSON.parse((await readFile(GATEWAY_CONFIG, 'utf8')).replace(/^\s*\/\/.*$/gm, '')) as {
      r2_buckets: Array<{ binding: string; bucket_name: string }>;
      kv_namespaces: Array<{ binding: string }>;
    };
    expect(config.r2_buckets.map((b) => b.bucket_name)).toContain(ASSET_BUCKET);
    expect(config.kv_namespaces.map((k) => k.binding)).toContain(ROUTING_BINDING);
  });
});

describe('wrangler CLI store against real local state', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("writes what getPlatformProxy (the gateway's bindings) reads, and reads it back", async () => {
    const stateDir = await mkdtemp(path.join(tmpdir(), 'chainwork-routes-'));
    dirs.push(stateDir);
    const env = wranglerBindings({ kind: 'local', stateDir });
    expect(await env.ROUTING.get('routing-table')).toBeNull();
    await env.ROUTING.put('routing-table', '{"schema":1,"packages":{}}');
    await env.ASSETS.put('remote-jobs/v1/mf-manifest.json', '{"name":"jobs"}', {
      httpMetadata: { contentType: 'application/json; charset=utf-8' },
    });
    expect(await env.ASSETS.head('remote-jobs/v1/mf-manifest.json')).not.toBeNull();
    expect(await env.ASSETS.head('remote-jobs/v1/missing.json')).toBeNull();
    await withLocalStore(async (store) => {
      expect(await store.env.ROUTING.get('routing-table')).toBe('{"schema":1,"packages":{}}');
      expect(await store.env.ASSETS.head('remote-jobs/v1/mf-manifest.json')).not.toBeNull();
    }, stateDir);
  }, 60_000);
});
