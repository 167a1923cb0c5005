import { env } from 'cloudflare:workers';
import { LOCAL_SESSION_TTL_SECONDS } from '@chainwork/shared-config';
import { endedSessionKey, sessionsEndedKey } from '@chainwork/shared-config/sessions';
import { describe, expect, it } from 'vitest';
import { KvEndedSessions, NO_ENDED_SESSIONS, type KeyValueWriter } from './ended-sessions';

const NOW = new Date('2026-06-01T12:00:00.000Z');

function recordingKv() {
  const puts: { key: string; value: string; ttl: number }[] = [];
  const kv: KeyValueWriter = {
    put: (key, value, options) => {
      puts.push({ key, value, ttl: options.expirationTtl });
      return Promise.resolve();
    },
  };
  return { kv, puts };
}

describe('KvEndedSessions', () => {
  it('notes one ended session for as long as its token could still be used', async () => {
    const { kv, puts } = recordingKv();
    await new KvEndedSessions(kv).end({ id: 'sess_1', expiresAt: NOW.getTime() + 3_600_000 }, NOW);
    expect(puts).toEqual([{ key: endedSessionKey('sess_1'), value: '1', ttl: 3600 }]);
  });

  it('keeps a note at least the minute KV allows, even for a token about to expire', async () => {
    const { kv, puts } = recordingKv();
    await new KvEndedSessions(kv).end({ id: 'sess_2', expiresAt: NOW.getTime() + 5_000 }, NOW);
    expect(puts[0]!.ttl).toBe(60);
  });

  it('notes "everything up to now" for a person, for the longest a session lives', async () => {
    const { kv, puts } = recordingKv();
    await new KvEndedSessions(kv).endAll('usr_1', NOW);
    expect(puts).toEqual([{ key: sessionsEndedKey('usr_1'), value: String(NOW.getTime() / 1000), ttl: LOCAL_SESSION_TTL_SECONDS }]);
  });

  it('writes to the real namespace', async () => {
    await new KvEndedSessions(env.SESSIONS).end({ id: 'sess_real', expiresAt: Date.now() + 120_000 }, new Date());
    expect(await env.SESSIONS.get(endedSessionKey('sess_real'))).toBe('1');
  });

  it('fails loudly without a binding instead of pretending to sign out', async () => {
    await expect(NO_ENDED_SESSIONS.end({ id: 's', expiresAt: 1 }, NOW)).rejects.toThrow(/SESSIONS binding/);
  });
});
