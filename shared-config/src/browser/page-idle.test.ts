// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_IDLE_MARK } from './first-idle-mark';
import { whenPageIdle } from './page-idle';

describe('whenPageIdle', () => {
  afterEach(() => {
    performance.clearMarks();
  });

  it('marks the first idle moment once, however many wait for it', async () => {
    expect(performance.getEntriesByName(FIRST_IDLE_MARK)).toHaveLength(0);
    await Promise.all([whenPageIdle(), whenPageIdle()]);
    await whenPageIdle();
    expect(performance.getEntriesByName(FIRST_IDLE_MARK)).toHaveLength(1);
  });
});
