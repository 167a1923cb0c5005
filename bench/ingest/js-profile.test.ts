import { describe, expect, it } from 'vitest';
import type { CpuProfile } from '../search/profile-api';
import { formatJsProfile, summariseJsProfile } from './js-profile';

const frame = (functionName: string, lineNumber: number) => ({ functionName, url: 'file:///w/index.js', lineNumber });

// root -> importSource -> normalise, root -> (program), root -> (idle)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', -1), children: [2, 4, 5] },
    { id: 2, callFrame: frame('importSource', 9), children: [3] },
    { id: 3, callFrame: frame('normalise', 19) },
    { id: 4, callFrame: frame('(program)', -1) },
    { id: 5, callFrame: frame('(idle)', -1) },
  ],
  samples: [2, 3, 3, 3, 4, 5, 5, 5, 5, 5],
  startTime: 0,
  endTime: 10_000,
};

describe('summariseJsProfile', () => {
  it('counts the samples not idle as JavaScript time, and ranks functions with what they call', () => {
    const js = summariseJsProfile(profile, 1000);
    expect(js.busyS).toBeCloseTo(0.005);
    expect(js.top).toEqual([
      ['importSource index.js:10', 0.004],
      ['normalise index.js:20', 0.003],
    ]);
  });

  it('scales by the sampling interval', () => {
    expect(summariseJsProfile(profile, 500).busyS).toBeCloseTo(0.0025);
  });
});

describe('formatJsProfile', () => {
  it('gives the JavaScript as a share of the busiest thread, and its heaviest functions', () => {
    const lines = formatJsProfile({ busyS: 2.2, top: [['importSource index.js:10', 0.8]] }, 40);
    expect(lines[0]).toContain('~2.2 s (6% of the busiest thread');
    expect(lines[1]).toBe('    most of it in: importSource index.js:10 0.8 s');
  });

  it('leaves the share out when the thread could not be read', () => {
    expect(formatJsProfile({ busyS: 1, top: [] }, null)[0]).not.toContain('%');
  });
});
