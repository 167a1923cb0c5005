import { describe, expect, it } from 'vitest';
import { failingFirst, type OrderedSource } from './source-order';

const source = (board: string, overrides: Partial<OrderedSource> = {}): OrderedSource => ({
  status: 'active',
  consecutiveFailures: 0,
  companyName: 'Acme',
  board,
  ...overrides,
});

describe('sources for moderators', () => {
  it('put the failing ones first, the longest failing first, then active, paused and removed', () => {
    const ordered = failingFirst([
      source('removed-failing', { status: 'removed', consecutiveFailures: 9 }),
      source('paused', { status: 'paused' }),
      source('healthy-b', { companyName: 'Beta' }),
      source('failing-once', { consecutiveFailures: 1 }),
      source('healthy-a'),
      source('failing-thrice', { consecutiveFailures: 3, status: 'paused' }),
    ]);
    expect(ordered.map((s) => s.board)).toEqual(['failing-thrice', 'failing-once', 'healthy-a', 'healthy-b', 'paused', 'removed-failing']);
  });
});
