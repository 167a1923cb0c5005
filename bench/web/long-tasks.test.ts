import { describe, expect, it } from 'vitest';
import { longTasks, type TraceEvent } from './long-tasks';

const MAIN = { pid: 10, tid: 10 };
const at = (ms: number) => 1_000_000 + ms * 1000;
const task = (startMs: number, durMs: number): TraceEvent => ({ name: 'RunTask', ph: 'X', ...MAIN, ts: at(startMs), dur: durMs * 1000 });
const work = (name: string, startMs: number, durMs: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ...MAIN,
  ts: at(startMs),
  dur: durMs * 1000,
  ...(url ? { args: { data: { url } } } : {}),
});
const mark = (name: string, ms: number, where = MAIN): TraceEvent => ({ name, ph: 'R', ...where, ts: at(ms) });
const navigationStart = (ms: number, url: string, where = MAIN): TraceEvent => ({
  ...mark('navigationStart', ms, where),
  args: { data: { documentLoaderURL: url } },
});

describe('longTasks', () => {
  const trace: TraceEvent[] = [
    // The blank document a new tab starts with, in another process that also runs script.
    navigationStart(-10, '', { pid: 11, tid: 11 }),
    { ...work('FunctionCall', 5, 400, 'https://elsewhere/x.js'), pid: 11, tid: 11 },
    { ...task(5, 400), pid: 11, tid: 11 },
    navigationStart(0, 'https://site/'),
    work('ParseHTML', 1, 10),
    task(100, 120), // before first contentful paint: long, but not blocking
    work('FunctionCall', 101, 110, 'https://site/_mf/shell-app/v1/main.abc.js?x=1'),
    mark('firstContentfulPaint', 300),
    task(400, 50), // exactly 50 ms: not a long task
    task(500, 230),
    work('EvaluateScript', 501, 150, 'https://site/_mf/shell-app/v1/bootstrap.js'),
    work('Layout', 660, 40),
    work('Layout', 702, 20),
    work('UpdateLayoutTree', 700, 1),
    task(900, 80),
    work('FunctionCall', 901, 70, 'https://site/react-dom.js'),
  ];

  it('counts the time beyond 50 ms of each task after first contentful paint', () => {
    const result = longTasks(trace);
    expect(result.fcpMs).toBe(300);
    expect(result.blockingMs).toBe(180 + 30);
  });

  it('lists every long task from the navigation on, with its work by kind and script file', () => {
    const { tasks } = longTasks(trace);
    expect(tasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [100, 120],
      [500, 230],
      [900, 80],
    ]);
    expect(tasks[0]!.work).toEqual([['FunctionCall main.abc.js', 110]]);
    expect(tasks[1]!.work).toEqual([
      ['EvaluateScript bootstrap.js', 150],
      ['Layout', 60],
      ['UpdateLayoutTree', 1],
    ]);
  });

  it('ignores what happened before the last navigation started (a previous page)', () => {
    const earlier = [task(-500, 400), ...trace];
    expect(longTasks(earlier).tasks).toHaveLength(3);
  });

  it('starts at the first HTML parsed on the busiest thread when the navigation was not traced', () => {
    const untraced = trace.filter((e) => !(e.name === 'navigationStart' && e.pid === MAIN.pid));
    const result = longTasks(untraced);
    expect(result.fcpMs).toBe(299);
    expect(result.tasks.map((t) => t.startMs)).toEqual([99, 499, 899]);
  });

  it('says so when the trace has no page load in it', () => {
    expect(() => longTasks([navigationStart(0, '')])).toThrow(/no page load/);
  });
});
