import { describe, expect, it } from 'vitest';
import { ALERTS_PER_MESSAGE, alertRunMessageSchema } from './messages';

describe('alert run messages', () => {
  it('carry the due alerts and the run time, nothing else (no benchmark switch rides the queue)', () => {
    expect(alertRunMessageSchema.safeParse({ alertIds: [1, 2], runAt: 5 }).success).toBe(true);
    expect(alertRunMessageSchema.safeParse({ alertIds: [1], runAt: 5, naive: true }).success).toBe(false);
  });

  it('hold at most one message of alerts', () => {
    const ids = Array.from({ length: ALERTS_PER_MESSAGE + 1 }, (_, i) => i + 1);
    expect(alertRunMessageSchema.safeParse({ alertIds: ids, runAt: 5 }).success).toBe(false);
  });
});
