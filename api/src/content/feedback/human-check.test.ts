import { describe, expect, it, vi } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRETS } from '@chainwork/shared-config/content';
import { TurnstileSiteverify, humanCheckFor, lazyHumanCheck } from './human-check';

describe('humanCheckFor', () => {
  it('stays offline with the test secrets: always-pass accepts only the dummy token, always-fail nothing', async () => {
    const pass = humanCheckFor(TURNSTILE_TEST_SECRETS.pass);
    expect(await pass.verify(TURNSTILE_DUMMY_TOKEN)).toBe(true);
    expect(await pass.verify('anything-else')).toBe(false);
    expect(await humanCheckFor(TURNSTILE_TEST_SECRETS.fail).verify(TURNSTILE_DUMMY_TOKEN)).toBe(false);
  });

  it('fails closed without a secret', async () => {
    expect(await humanCheckFor(undefined).verify(TURNSTILE_DUMMY_TOKEN)).toBe(false);
  });

  it('lazily: a request that checks no human says nothing of a missing secret; one that does fails closed and says so once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const check = lazyHumanCheck(undefined);
      expect(log).not.toHaveBeenCalled();
      expect(await check.verify(TURNSTILE_DUMMY_TOKEN)).toBe(false);
      expect(await check.verify(TURNSTILE_DUMMY_TOKEN)).toBe(false);
      expect(log).toHaveBeenCalledTimes(1);
      expect(await lazyHumanCheck(TURNSTILE_TEST_SECRETS.pass).verify(TURNSTILE_DUMMY_TOKEN)).toBe(true);
    } finally {
      log.mockRestore();
    }
  });

  it('asks siteverify with the secret, the token and the client address; any failure is "not verified"', async () => {
    const seen: FormData[] = [];
    const answering = (answer: () => Promise<Response>) =>
      new TurnstileSiteverify('real-secret', async (_url, init) => {
        seen.push(init.body as FormData);
        return answer();
      });
    expect(await answering(async () => Response.json({ success: true })).verify('tok', '203.0.113.7')).toBe(true);
    expect(seen[0]!.get('secret')).toBe('real-secret');
    expect(seen[0]!.get('response')).toBe('tok');
    expect(seen[0]!.get('remoteip')).toBe('203.0.113.7');
    expect(await answering(async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] })).verify('tok')).toBe(
      false,
    );
    expect(await answering(async () => new Response('down', { status: 500 })).verify('tok')).toBe(false);
    expect(
      await answering(async () => {
        throw new Error('network');
      }).verify('tok'),
    ).toBe(false);
  });
});
