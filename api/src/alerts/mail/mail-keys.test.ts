import { describe, expect, it } from 'vitest';
import { confirmationMailKey, digestMailKey } from './mail-keys';

const alert = { id: 7, created_at: 1_780_000_000_000, last_job_id: 120, next_due_at: 1_780_100_000_000 };

describe('the keys of an alert’s mails', () => {
  it('give a retried digest (the same alert, cursor and slot) the same key', () => {
    expect(digestMailKey({ ...alert })).toBe(digestMailKey(alert));
  });

  it('never give two distinct digests one key: another alert with the id, another cursor, another slot', () => {
    const keys = [
      alert,
      { ...alert, created_at: alert.created_at + 1 },
      { ...alert, last_job_id: 121 },
      { ...alert, next_due_at: alert.next_due_at + 86_400_000 },
    ].map(digestMailKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name the alert in its confirmation, so an id used again is another key', () => {
    expect(confirmationMailKey(alert)).not.toBe(confirmationMailKey({ ...alert, created_at: alert.created_at + 1 }));
    expect(confirmationMailKey(alert)).not.toBe(digestMailKey(alert));
  });
});
