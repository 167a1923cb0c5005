import { describe, expect, it } from 'vitest';
import { cpuBetween, machineBetween, parseIdleSeconds, parseSchedstat, parseStat } from './cpu';

// A real /proc/<pid>/task/<tid>/stat line of workerd, utime 1234 and stime 66 ticks.
const STAT = '4242 (workerd) S 4200 4100 4100 0 -1 4194560 9035 0 0 0 1234 66 0 0 20 0 5 0 889 44881805312 47554 18446744073709551615';

describe("the import benchmark's CPU reading", () => {
  it('reads the process group and CPU seconds after the name, even a name with spaces and parentheses', () => {
    expect(parseStat(STAT)).toEqual({ pgid: 4100, name: 'workerd', seconds: 13 });
    expect(parseStat(STAT.replace('(workerd)', '(V8 (worker) x)'))).toMatchObject({ name: 'V8 (worker) x', seconds: 13 });
    expect(parseStat('garbage')).toBeNull();
  });

  it("reads a thread's wait for a core from schedstat", () => {
    expect(parseSchedstat('1395722669 6039073287 2099\n')).toBeCloseTo(6.039, 3);
    expect(parseSchedstat('')).toBe(0);
  });

  it('counts what each thread spent between two readings, and a thread born in between from zero', () => {
    const before = [{ id: '1/1', name: 'workerd', seconds: 10, waitS: 2 }];
    const after = [
      { id: '1/1', name: 'workerd', seconds: 14.5, waitS: 9 },
      { id: '1/2', name: 'workerd', seconds: 1, waitS: 0.5 },
    ];
    expect(cpuBetween(before, after)).toEqual({ totalS: 5.5, busiestS: 4.5, busiestWaitS: 7 });
  });

  it("reads the cores' idle time, waits for I/O included, from /proc/stat's first line", () => {
    const procStat = 'cpu  4705 356 584 3699 23 23 0 0 0 0\ncpu0 1393 280 283 1823 12 12 0 0 0 0\n';
    expect(parseIdleSeconds(procStat)).toBeCloseTo(37.22, 2);
    expect(parseIdleSeconds('intr 1 2 3')).toBe(0);
  });

  it("counts the tooling's processes between two readings, one started in between from zero, beside the benchmark and the idle time", () => {
    const before = { tooling: [{ id: '7', name: 'node', seconds: 3, waitS: 0 }], benchmarkS: 10, idleS: 100 };
    const after = {
      tooling: [
        { id: '7', name: 'node', seconds: 5.5, waitS: 0 },
        { id: '9', name: 'esbuild', seconds: 0.5, waitS: 0 },
      ],
      benchmarkS: 11.25,
      idleS: 104,
    };
    expect(machineBetween(before, after, 2)).toEqual({ toolingS: 3, benchmarkS: 1.25, idleS: 4, cores: 2 });
  });
});
