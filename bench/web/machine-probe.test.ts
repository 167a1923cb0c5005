import { describe, expect, it } from 'vitest';
import { SLOW_PAGE_FAULT_US, describeMachine, freshPageMicros } from './machine-probe';

describe('freshPageMicros', () => {
  it('measures a positive, finite cost per page', () => {
    const micros = freshPageMicros(4 * 1024 * 1024, 1);
    expect(Number.isFinite(micros)).toBe(true);
    expect(micros).toBeGreaterThan(0);
  });
});

describe('describeMachine', () => {
  it('states the page cost and Lighthouse index, without a warning on a machine fast at memory', () => {
    expect(describeMachine({ pageFaultUs: 0.31, benchmarkIndex: 2146.5 })).toEqual([
      "Machine: a fresh 4 KiB page of memory costs 0.31 µs to first touch; Lighthouse's benchmarkIndex (a JavaScript loop) is 2147",
    ]);
  });

  it('leaves out the index when Lighthouse did not run', () => {
    expect(describeMachine({ pageFaultUs: 0.5, benchmarkIndex: Number.NaN })).toEqual([
      'Machine: a fresh 4 KiB page of memory costs 0.50 µs to first touch',
    ]);
  });

  it('warns that TBT is the machine as much as the page when fresh memory is slow', () => {
    const lines = describeMachine({ pageFaultUs: SLOW_PAGE_FAULT_US + 10, benchmarkIndex: 1900 });
    expect(lines[0]).toContain('12.00 µs');
    expect(lines[1]).toMatch(/^ {2}WARNING: that is over 2 µs/);
    expect(lines.join('\n')).toContain("its TBT and\n  mobile score are the machine's as much as the page's");
  });

  it('does not warn at exactly the threshold', () => {
    expect(describeMachine({ pageFaultUs: SLOW_PAGE_FAULT_US, benchmarkIndex: 1900 })).toHaveLength(1);
  });
});
