import { describe, expect, it } from 'vitest';
import { splitSamples, type CpuProfile } from './profile-api';

const frame = (functionName: string, lineNumber: number) => ({ functionName, url: 'file:///w/worker.js', lineNumber });

describe('splitSamples', () => {
  it('counts each function’s own samples and its samples with callees, leaving the idle ones out', () => {
    // root -> handle -> serialize -> walk (recursive), and root -> (idle)
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', -1), children: [2, 6] },
        { id: 2, callFrame: frame('handle', 9), children: [3] },
        { id: 3, callFrame: frame('serialize', 19), children: [4] },
        { id: 4, callFrame: frame('walk', 29), children: [5] },
        { id: 5, callFrame: frame('walk', 29) },
        { id: 6, callFrame: frame('(idle)', -1) },
      ],
      samples: [2, 3, 4, 5, 5, 6, 6, 6],
      startTime: 0,
      endTime: 8000,
    };
    const { busy, self, total } = splitSamples(profile);
    expect(busy).toBe(5);
    expect(self.get('walk worker.js:30')).toBe(3);
    expect(self.get('handle worker.js:10')).toBe(1);
    // The recursive walk counts once per sample.
    expect(total.get('walk worker.js:30')).toBe(3);
    expect(total.get('serialize worker.js:20')).toBe(4);
    expect(total.get('handle worker.js:10')).toBe(5);
    expect(total.has('(idle) worker.js:0')).toBe(false);
  });
});
