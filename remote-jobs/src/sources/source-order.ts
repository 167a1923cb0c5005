/** What ordering needs of a source's health. */
export interface OrderedSource {
  status: 'active' | 'paused' | 'removed';
  consecutiveFailures: number;
  companyName: string;
  board: string;
}

const STATUS_RANK = { active: 0, paused: 1, removed: 2 } as const;

/**
 * Failing first (most failures in a row first), then active, paused and removed ones,
 * each by company and board: what needs a moderator is at the top.
 */
export function failingFirst<T extends OrderedSource>(sources: readonly T[]): T[] {
  const failing = (source: OrderedSource) => (source.status !== 'removed' && source.consecutiveFailures > 0 ? 1 : 0);
  return [...sources].sort(
    (a, b) =>
      failing(b) - failing(a) ||
      b.consecutiveFailures * failing(b) - a.consecutiveFailures * failing(a) ||
      STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
      a.companyName.localeCompare(b.companyName, 'en') ||
      a.board.localeCompare(b.board, 'en'),
  );
}
