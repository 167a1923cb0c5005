import { describe, expect, it } from 'vitest';
import { IMPORT_PACE_WITH_VISITORS, VISITOR_WINDOW_MS, makeWayForVisitors, visitorActivity } from './visitors-first';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

describe('visitorActivity', () => {
  it('is idle before any visitor, active while one is answered and for the window after', () => {
    const time = clock();
    const visitors = visitorActivity(time.now);
    expect(visitors.active()).toBe(false);
    const answered = visitors.started();
    time.advance(VISITOR_WINDOW_MS * 5);
    expect(visitors.active()).toBe(true);
    answered();
    time.advance(VISITOR_WINDOW_MS);
    expect(visitors.active()).toBe(true);
    time.advance(1);
    expect(visitors.active()).toBe(false);
  });

  it('stays active until the last of overlapping requests is answered, and counts an answer once', () => {
    const time = clock();
    const visitors = visitorActivity(time.now);
    const first = visitors.started();
    const second = visitors.started();
    first();
    first();
    time.advance(VISITOR_WINDOW_MS + 1);
    expect(visitors.active()).toBe(true);
    second();
    time.advance(VISITOR_WINDOW_MS + 1);
    expect(visitors.active()).toBe(false);
  });
});

describe('makeWayForVisitors', () => {
  it('waits the pace times the source’s own time while visitors are answered, and not at all without them', async () => {
    const time = clock();
    const visitors = visitorActivity(time.now);
    const slept: number[] = [];
    const sleep = async (ms: number) => void slept.push(ms);
    expect(await makeWayForVisitors(40, visitors, sleep)).toBe(0);
    const answered = visitors.started();
    expect(await makeWayForVisitors(40, visitors, sleep)).toBe(40 * IMPORT_PACE_WITH_VISITORS);
    expect(await makeWayForVisitors(0, visitors, sleep)).toBe(0);
    answered();
    time.advance(VISITOR_WINDOW_MS + 1);
    expect(await makeWayForVisitors(40, visitors, sleep)).toBe(0);
    expect(slept).toEqual([40 * IMPORT_PACE_WITH_VISITORS]);
  });
});
