import { describe, expect, it } from 'vitest';
import { READ_COSTS } from '@chainwork/shared-config';
import { appRouter } from './root';

describe("the gateway's read costs", () => {
  // A cost left behind for a removed procedure is a budget nobody can spend, and hides that the table is stale.
  it('name only query procedures the api has', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>;
    const stale = Object.keys(READ_COSTS).filter((path) => procedures[path]?._def.type !== 'query');
    expect(stale).toEqual([]);
  });
});
