import { describe, expect, it } from 'vitest';
import { breakdown, busyWindow, interactionWindow, mainThread, profileHotspots, type TraceEvent } from './trace-summary';

const main = { pid: 1, tid: 7 };
const x = (name: string, ts: number, dur: number, args?: Record<string, unknown>): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts,
  dur,
  ...main,
  ...(args ? { args } : {}),
});
const timing = (id: string, interactionId: number, type: string, from: number, to: number): TraceEvent[] => [
  { name: 'EventTiming', cat: 'devtools.timeline', ph: 'b', ts: from, pid: 1, tid: 7, id, args: { data: { interactionId, type } } },
  { name: 'EventTiming', cat: 'devtools.timeline', ph: 'e', ts: to, pid: 1, tid: 7, id },
];

describe('interactionWindow', () => {
  it('takes the longest interaction, from its first event to its longest end, and ignores events of no interaction', () => {
    const events = [
      ...timing('a', 5, 'pointerdown', 1_000, 20_000),
      ...timing('b', 5, 'click', 3_000, 90_000),
      ...timing('c', 9, 'keydown', 200_000, 230_000),
      ...timing('d', 0, 'pointerover', 0, 500_000),
    ];
    expect(interactionWindow(events)).toEqual({ start: 1_000, end: 90_000, durationMs: 89, events: 'pointerdown+click' });
  });

  it('is null without EventTiming', () => {
    expect(interactionWindow([x('RunTask', 0, 10)])).toBeNull();
  });
});

describe('busyWindow', () => {
  it("spans the main thread's tasks and is named by the longest, other threads left out", () => {
    const other: TraceEvent = { ...x('RunTask', 0, 900_000), tid: 8 };
    const events = [
      x('RunTask', 10_000, 5_000),
      x('RunTask', 40_000, 120_000),
      x('FunctionCall', 41_000, 1_000),
      x('RunTask', 300_000, 2_000),
      other,
    ];
    expect(busyWindow(events, main)).toEqual({ start: 10_000, end: 302_000, durationMs: 120, events: 'busy span, longest task' });
  });

  it('is null when the thread ran no task', () => {
    expect(busyWindow([x('FunctionCall', 0, 10)], main)).toBeNull();
  });
});

describe('breakdown', () => {
  it("counts each event's self time once, clipped to the window, and keeps each style recalculation's element count", () => {
    const window = { start: 0, end: 100_000, durationMs: 100, events: 'click' };
    const events = [
      x('RunTask', 0, 80_000),
      x('FunctionCall', 1_000, 50_000),
      x('UpdateLayoutTree', 60_000, 10_000, { elementCount: 727 }),
      x('Layout', 70_000, 5_000),
      // Starts inside the window, ends after it: only its part inside counts.
      x('Paint', 90_000, 20_000),
      // Another thread's work is not the page's main thread.
      { ...x('FunctionCall', 0, 90_000), tid: 8 },
    ];
    const b = breakdown(events, main, window);
    expect(b.byKind).toEqual({ scripting: 50, style: 10, layout: 5, paint: 10, other: 15 });
    expect(b.styleRecalcs).toEqual([{ ms: 10, elements: 727 }]);
    expect(b.byName[0]).toEqual({ name: 'FunctionCall', ms: 50, count: 1 });
  });
});

describe('mainThread', () => {
  it('is the CrRendererMain with the most events', () => {
    const name = (pid: number, tid: number): TraceEvent => ({
      name: 'thread_name',
      cat: '',
      ph: 'M',
      ts: 0,
      pid,
      tid,
      args: { name: 'CrRendererMain' },
    });
    const events = [name(1, 7), name(2, 3), x('RunTask', 0, 1), x('RunTask', 2, 1), { ...x('RunTask', 0, 1), pid: 2, tid: 3 }];
    expect(mainThread(events)).toEqual(main);
  });
});

describe('profileHotspots', () => {
  it("gives each sampled function its samples' time inside the window, idle left out", () => {
    const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });
    const events: TraceEvent[] = [
      { name: 'Profile', cat: '', ph: 'P', ts: 0, pid: 1, tid: 7, id: '0x1', args: { data: { startTime: 0 } } },
      {
        name: 'ProfileChunk',
        cat: '',
        ph: 'P',
        ts: 0,
        pid: 1,
        tid: 9,
        id: '0x1',
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: frame('(root)') },
                { id: 2, parent: 1, callFrame: frame('insertRule') },
                { id: 3, parent: 1, callFrame: frame('(idle)') },
                { id: 4, parent: 1, callFrame: frame('render', 'http://x/_mf/shell/v/1.js') },
              ],
              samples: [2, 2, 4, 3, 2],
            },
            timeDeltas: [1_000, 1_000, 1_000, 1_000, 1_000],
          },
        },
      },
    ];
    const window = { start: 1_000, end: 4_500, durationMs: 3.5, events: 'click' };
    expect(profileHotspots(events, main, window)).toEqual([
      { name: 'insertRule', ms: 2 },
      { name: 'render (v/1.js:1)', ms: 1 },
    ]);
  });
});
