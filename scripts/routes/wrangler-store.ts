/**
 * The store through the wrangler CLI: `wrangler kv key get/put` and `wrangler r2 object
 * get/put`, either `--remote` (Cloudflare; wrangler reads CLOUDFLARE_API_TOKEN and
 * CLOUDFLARE_ACCOUNT_ID from the environment) or `--local --persist-to <dir>` (the same
 * commands against the local state, which is how this code is tested here).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GATEWAY_CONFIG, REPO_ROOT } from '../lib/paths';
import { WRANGLER_BIN, quietWranglerEnv } from '../lib/wrangler';
import type { RoutesStore, StoreBindings } from './store';

/** edge-gateway/wrangler.jsonc's R2 bucket and KV binding (a test checks they match). */
export const ASSET_BUCKET = 'chainwork-assets';
export const ROUTING_BINDING = 'ROUTING';

export type WranglerTarget = { kind: 'remote' } | { kind: 'local'; stateDir: string };

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}
export type CliRunner = (args: string[]) => Promise<CliResult>;

export const runCli: CliRunner = (args) =>
  new Promise((resolve, reject) => {
    const child = spawn(WRANGLER_BIN, args, { cwd: REPO_ROOT, env: quietWranglerEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });

function targetFlags(target: WranglerTarget): string[] {
  return target.kind === 'remote' ? ['--remote'] : ['--local', '--persist-to', target.stateDir];
}

/** wrangler prints this (exit code 0) for a missing KV key. */
const KV_MISSING = 'Value not found';

async function must(run: CliRunner, args: string[], what: string): Promise<CliResult> {
  const result = await run(args);
  if (result.code !== 0)
    throw new Error(
      `${what} failed (wrangler ${args[0]} ${args[1]} ${args[2]} exited ${result.code}):\n${(result.stderr || result.stdout).trim()}`,
    );
  return result;
}

export function wranglerBindings(target: WranglerTarget, run: CliRunner = runCli): StoreBindings {
  const flags = targetFlags(target);
  const config = ['-c', GATEWAY_CONFIG];
  return {
    ASSETS: {
      async head(key) {
        const result = await run(['r2', 'object', 'get', `${ASSET_BUCKET}/${key}`, '--pipe', ...config, ...flags]);
        return result.code === 0 ? { key } : null;
      },
      async put(key, value, options) {
        // The CLI uploads files; R2 stores no content type unless told (docs/stack-notes.md#r2-content-types).
        const dir = await mkdtemp(path.join(tmpdir(), 'chainwork-upload-'));
        try {
          const file = path.join(dir, 'object');
          await writeFile(file, value);
          const contentType = options?.httpMetadata?.contentType ?? 'application/octet-stream';
          await must(
            run,
            ['r2', 'object', 'put', `${ASSET_BUCKET}/${key}`, '--file', file, '--ct', contentType, ...config, ...flags],
            `Uploading ${key}`,
          );
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
        return {};
      },
    },
    ROUTING: {
      async get(key) {
        const result = await must(
          run,
          ['kv', 'key', 'get', key, '--binding', ROUTING_BINDING, '--text', ...config, ...flags],
          `Reading ${key}`,
        );
        const text = result.stdout.replace(/\n$/, '');
        return text.trim() === KV_MISSING ? null : text;
      },
      async put(key, value) {
        await must(run, ['kv', 'key', 'put', key, value, '--binding', ROUTING_BINDING, ...config, ...flags], `Writing ${key}`);
      },
    },
  };
}

export function wranglerStore(target: WranglerTarget, run: CliRunner = runCli): RoutesStore {
  const description =
    target.kind === 'remote'
      ? `Cloudflare (account ${process.env.CLOUDFLARE_ACCOUNT_ID ?? '?'}, bucket ${ASSET_BUCKET}, KV binding ${ROUTING_BINDING})`
      : `local state through wrangler (${target.stateDir})`;
  return { description, env: wranglerBindings(target, run) };
}
