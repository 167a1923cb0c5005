import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureLocalAuthKeys, isPair, PRIVATE_KEY_VAR, PUBLIC_KEY_VAR, readDevVar, withDevVar } from './local-auth-keys';

async function files() {
  const dir = await mkdtemp(path.join(tmpdir(), 'chainwork-keys-'));
  return { api: path.join(dir, 'api.dev.vars'), gateway: path.join(dir, 'gateway.dev.vars') };
}

describe('ensureLocalAuthKeys', () => {
  it('creates a matching pair once, then keeps it', async () => {
    const paths = await files();
    expect(await ensureLocalAuthKeys(paths)).toBe('created');
    const privatePem = readDevVar(await readFile(paths.api, 'utf8'), PRIVATE_KEY_VAR)!;
    const publicPem = readDevVar(await readFile(paths.gateway, 'utf8'), PUBLIC_KEY_VAR)!;
    expect(privatePem).toContain('-----BEGIN PRIVATE KEY-----\n');
    expect(isPair(privatePem, publicPem)).toBe(true);
    expect(await ensureLocalAuthKeys(paths)).toBe('kept');
    expect(readDevVar(await readFile(paths.api, 'utf8'), PRIVATE_KEY_VAR)).toBe(privatePem);
  });

  it("keeps a developer's other lines and replaces a pair that does not match", async () => {
    const paths = await files();
    await writeFile(paths.api, 'RESEND_API_KEY="re_mine"\nLOCAL_AUTH_PRIVATE_KEY="broken"\n');
    expect(await ensureLocalAuthKeys(paths)).toBe('created');
    const apiVars = await readFile(paths.api, 'utf8');
    expect(readDevVar(apiVars, 'RESEND_API_KEY')).toBe('re_mine');
    expect(apiVars.match(/LOCAL_AUTH_PRIVATE_KEY=/g)).toHaveLength(1);
  });

  it('writes one line per variable', () => {
    expect(withDevVar('', 'X', 'a\nb')).toBe('X="a\\nb"\n');
  });
});
