import { describe, expect, it } from 'vitest';
import { buildFrontEnds, isFrontEndPackage } from './run';

describe('buildFrontEnds', () => {
  it('rejects names that are not front-end packages before building anything', async () => {
    await expect(buildFrontEnds(['api'], { log: () => {} })).rejects.toThrow(/Not a front-end package: api/);
  });

  it('knows the four front-end packages', () => {
    expect(['shell-app', 'remote-navigation', 'remote-newsletter', 'remote-jobs'].every(isFrontEndPackage)).toBe(true);
    expect(isFrontEndPackage('edge-gateway')).toBe(false);
  });
});
