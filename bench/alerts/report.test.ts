import { describe, expect, it } from 'vitest';
import { parseBatchLine, searchFigures } from './report';

describe('the alerts benchmark report', () => {
  it("reads the consumer's batch line as the api logs it (alerts and times, no run mode)", () => {
    const line = '[api] [alerts] batch {"alerts":100,"mailed":60,"empty":40,"searchMs":30,"renderMs":20,"writeMs":10,"totalMs":70}';
    expect(parseBatchLine(line)).toEqual({ alerts: 100, mailed: 60, empty: 40, searchMs: 30, renderMs: 20, writeMs: 10, totalMs: 70 });
    expect(parseBatchLine('[api] something else')).toBeNull();
  });

  it('gives the baseline per alert: a message of searches shares its time among its alerts', () => {
    const figures = searchFigures({
      label: 'naive',
      batches: [
        { alerts: 100, ms: 500 },
        { alerts: 50, ms: 500 },
      ],
    });
    expect(figures).toMatchObject({ label: 'naive', alerts: 150, seconds: 1, perSecond: 150 });
    expect(figures.p50).toBe(5);
    expect(figures.p95).toBe(10);
  });
});
