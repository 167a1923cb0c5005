/**
 * The local identity provider's key pair. Generated on the first `npm start` and kept in
 * each Worker's `.dev.vars` (git-ignored, read by `wrangler dev` for every Worker of the
 * one process): the api signs sessions with the private key, the gateway verifies them
 * with the public one. Never a production secret: a deployment sets its own (README).
 * Other lines of those files (a developer's own secrets) are kept as they are.
 */
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './paths';

export const API_DEV_VARS = path.join(REPO_ROOT, 'api/.dev.vars');
export const GATEWAY_DEV_VARS = path.join(REPO_ROOT, 'edge-gateway/.dev.vars');
export const PRIVATE_KEY_VAR = 'LOCAL_AUTH_PRIVATE_KEY';
export const PUBLIC_KEY_VAR = 'AUTH_JWT_KEY';

/** dotenv's double-quoted form: newlines as `\n`, which wrangler's parser turns back into newlines. */
export function devVarLine(name: string, value: string): string {
  return `${name}="${value.trim().replace(/\n/g, '\\n')}"`;
}

export function readDevVar(text: string, name: string): string | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name}=`));
  if (!line) return null;
  const raw = line.slice(name.length + 1).trim();
  const unquoted = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  return unquoted.replace(/\\n/g, '\n');
}

export function withDevVar(text: string, name: string, value: string): string {
  const kept = text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith(`${name}=`));
  return `${[...kept, devVarLine(name, value)].join('\n')}\n`;
}

async function readOrEmpty(file: string): Promise<string> {
  return readFile(file, 'utf8').catch(() => '');
}

/** True when the public key is the private key's own half. */
export function isPair(privatePem: string, publicPem: string): boolean {
  try {
    const derived = createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString().trim();
    return derived === publicPem.trim();
  } catch {
    return false;
  }
}

export async function ensureLocalAuthKeys(files = { api: API_DEV_VARS, gateway: GATEWAY_DEV_VARS }): Promise<'kept' | 'created'> {
  const [apiVars, gatewayVars] = await Promise.all([readOrEmpty(files.api), readOrEmpty(files.gateway)]);
  const privatePem = readDevVar(apiVars, PRIVATE_KEY_VAR);
  const publicPem = readDevVar(gatewayVars, PUBLIC_KEY_VAR);
  if (privatePem && publicPem && isPair(privatePem, publicPem)) return 'kept';
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  await Promise.all([
    writeFile(files.api, withDevVar(apiVars, PRIVATE_KEY_VAR, pair.privateKey), { mode: 0o600 }),
    writeFile(files.gateway, withDevVar(gatewayVars, PUBLIC_KEY_VAR, pair.publicKey)),
  ]);
  return 'created';
}
