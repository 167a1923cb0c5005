import { describe, expect, it } from 'vitest';
import { dateRange, groupByMonth } from './month-groups';

describe('groupByMonth', () => {
  it('groups consecutive events by their start month, keeping the order', () => {
    const groups = groupByMonth([
      { startsOn: '2026-06-30' },
      { startsOn: '2026-07-01' },
      { startsOn: '2026-07-20' },
      { startsOn: '2027-01-02' },
    ]);
    expect(groups.map((g) => [g.label, g.events.length])).toEqual([
      ['June 2026', 1],
      ['July 2026', 2],
      ['January 2027', 1],
    ]);
  });

  it('formats one day or a range, in UTC', () => {
    expect(dateRange('2026-07-03', '2026-07-03')).toBe('3 Jul');
    expect(dateRange('2026-07-30', '2026-08-01')).toBe('30 Jul – 1 Aug');
  });
});
