import { describe, expect, it } from 'vitest';
import { COLD_READ_COSTS } from '@chainwork/shared-config';
import { createApiCaches } from './api-caches';
import { coldCost, meteredCaches } from './metered-caches';

describe('meteredCaches', () => {
  it('counts what one request computed, by cache, and shares the entries with every other request', async () => {
    const shared = createApiCaches();
    const first = meteredCaches(shared);
    await first.prefixWords.get('eng', 0, async () => ['engineer']);
    await first.totals.get('q', 0, async () => ({ total: 1, state: 'x' }) as never);
    expect(coldCost(first)).toBe(COLD_READ_COSTS.prefixWords + COLD_READ_COSTS.totals);

    const second = meteredCaches(shared);
    expect(await second.prefixWords.get('eng', 1, async () => ['other'])).toEqual(['engineer']);
    expect(coldCost(second)).toBe(0);
    second.totals.set('q', 2, { total: 2, state: 'y' } as never);
    expect(coldCost(second)).toBe(0);
    expect(second.totals.size).toBe(1);
    expect(coldCost(shared)).toBe(0);
  });
});
