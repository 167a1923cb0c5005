import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRemoteComponentCache } from '../remote-slot/load-remote-component';
import { loadRouteCode } from './load-route-code';
import { ROUTE_CODE } from './route-code';

// The Module Federation runtime is replaced in this file only: a remote whose module's
// evaluation is recorded, as the container's factory would run it.
const { loadRemote, evaluated } = vi.hoisted(() => {
  const evaluated: string[] = [];
  const loadRemote = vi.fn(async (id: string, options?: { loadFactory?: boolean }) => {
    const factory = () => {
      evaluated.push(id);
      return { default: () => null };
    };
    return options?.loadFactory === false ? factory : factory();
  });
  return { loadRemote, evaluated };
});
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

afterEach(() => {
  clearRemoteComponentCache();
  loadRemote.mockClear();
  evaluated.length = 0;
});

describe('loadRouteCode', () => {
  it('evaluates a prefetched remote module, so its route renders at the click', async () => {
    await loadRouteCode({ kind: 'remote', module: 'jobs/JobPage' });
    expect(evaluated).toEqual(['jobs/JobPage']);
  });

  it('fetches a fetch-only module without evaluating it, and the render evaluates it once', async () => {
    await loadRouteCode({ kind: 'remote', module: 'jobs/MarketInsights', fetchOnly: true });
    expect(loadRemote).toHaveBeenCalledWith('jobs/MarketInsights', { loadFactory: false, from: 'runtime' });
    expect(evaluated).toEqual([]);

    await loadRouteCode({ kind: 'remote', module: 'jobs/MarketInsights' });
    expect(evaluated).toEqual(['jobs/MarketInsights']);
  });

  it('leaves the market insights charts unevaluated when a link to them is near', () => {
    expect(ROUTE_CODE.jobMarketInsights).toEqual([{ kind: 'remote', module: 'jobs/MarketInsights', fetchOnly: true }]);
  });
});
