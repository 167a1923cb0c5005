import { describe, expect, it } from 'vitest';
import { emptyRoutingTable } from '@chainwork/shared-config/federation';
import { recordPublished, RoutingError, setLive } from './table-ops';

const now = new Date('2026-11-21T00:00:00Z');
const published = recordPublished(recordPublished(emptyRoutingTable(), 'remote-jobs', 'aaa111', now), 'remote-jobs', 'bbb222', now);

describe('routing table operations', () => {
  it('records a published version once', () => {
    const again = recordPublished(published, 'remote-jobs', 'aaa111', now);
    expect(again.packages['remote-jobs']!.published.map((p) => p.version)).toEqual(['aaa111', 'bbb222']);
  });

  it('sets live versions whose weights sum to 100', () => {
    const table = setLive(published, 'remote-jobs', [{ version: 'aaa111', weight: 90 }, { version: 'bbb222', weight: 10 }]);
    expect(table.packages['remote-jobs']!.live).toEqual([{ version: 'aaa111', weight: 90 }, { version: 'bbb222', weight: 10 }]);
    expect(published.packages['remote-jobs']!.live).toEqual([]);
  });

  it.each([
    [[{ version: 'aaa111', weight: 60 }], 'sum to 60'],
    [[{ version: 'zzz999', weight: 100 }], 'not published'],
    [[{ version: 'aaa111', weight: 50 }, { version: 'aaa111', weight: 50 }], 'listed twice'],
    [[{ version: 'aaa111', weight: 100.5 }], 'whole number'],
  ])('refuses %j', (live, message) => {
    expect(() => setLive(published, 'remote-jobs', live)).toThrow(RoutingError);
    expect(() => setLive(published, 'remote-jobs', live)).toThrow(message);
  });

  it('refuses an unknown package', () => {
    expect(() => setLive(published, 'remote-nope', [{ version: 'aaa111', weight: 100 }])).toThrow('Unknown package "remote-nope"');
  });
});
