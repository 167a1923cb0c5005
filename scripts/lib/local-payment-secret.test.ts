import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureLocalWebhookSecret } from './local-payment-secret';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'chainwork-pay-secret-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('ensureLocalWebhookSecret', () => {
  it('writes a whsec_ secret once and keeps the other lines', async () => {
    const file = path.join(dir, 'api.dev.vars');
    await writeFile(file, 'LOCAL_AUTH_PRIVATE_KEY="k"\n');
    expect(await ensureLocalWebhookSecret(file)).toBe('created');
    const first = await readFile(file, 'utf8');
    expect(first).toMatch(/^LOCAL_AUTH_PRIVATE_KEY="k"\nSTRIPE_WEBHOOK_SECRET="whsec_local_[0-9a-f]{48}"\n$/);
    expect(await ensureLocalWebhookSecret(file)).toBe('kept');
    expect(await readFile(file, 'utf8')).toBe(first);
  });
});
