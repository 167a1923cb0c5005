/**
 * What a Chrome performance trace says one interaction cost, as pure functions over the trace's
 * events (so they are tested without a browser): the interaction's window from its
 * `EventTiming` events, the renderer main thread's time in that window by kind (scripting,
 * style, layout, paint) with the elements each style recalculation touched, and the
 * functions the sampling profiler saw most (self time), which name the React components and
 * emotion's insertion when they cost.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string | number;
  args?: Record<string, unknown>;
}

export type CostKind = 'scripting' | 'style' | 'layout' | 'paint' | 'other';

/** The main thread's event names by what they are, as DevTools' summary groups them. */
const KIND_BY_NAME: Record<string, CostKind> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  FunctionCall: 'scripting',
  EvaluateScript: 'scripting',
  EventDispatch: 'scripting',
  TimerFire: 'scripting',
  FireAnimationFrame: 'scripting',
  RunMicrotasks: 'scripting',
  V8Console: 'scripting',
  'v8.compile': 'scripting',
  'v8.compileModule': 'scripting',
  'V8.GCScavenger': 'scripting',
  MajorGC: 'scripting',
  MinorGC: 'scripting',
  GCEvent: 'scripting',
  HitTest: 'other',
  ParseHTML: 'other',
};

export interface Window {
  start: number;
  end: number;
  /** The interaction's longest EventTiming duration, ms. */
  durationMs: number;
  events: string;
}

/**
 * The window of the longest interaction in the trace, from its EventTiming events (async
 * begin/end pairs, args.data carrying interactionId and the event type): from its first
 * event's start to its longest event's end (input to next paint).
 */
export function interactionWindow(events: readonly TraceEvent[]): Window | null {
  const byInteraction = new Map<number, { start: number; end: number; names: Set<string> }>();
  const begins = new Map<string, { ts: number; interactionId: number; type: string }>();
  for (const e of events) {
    if (e.name !== 'EventTiming') continue;
    const key = `${e.pid}:${String(e.id ?? '')}`;
    if (e.ph === 'b') {
      const data = (e.args?.data ?? {}) as { interactionId?: number; type?: string };
      begins.set(key, { ts: e.ts, interactionId: data.interactionId ?? 0, type: data.type ?? '?' });
    } else if (e.ph === 'e') {
      const begin = begins.get(key);
      if (!begin || !begin.interactionId) continue;
      const known = byInteraction.get(begin.interactionId) ?? { start: begin.ts, end: e.ts, names: new Set<string>() };
      known.start = Math.min(known.start, begin.ts);
      known.end = Math.max(known.end, e.ts);
      known.names.add(begin.type);
      byInteraction.set(begin.interactionId, known);
    }
  }
  let best: Window | null = null;
  for (const { start, end, names } of byInteraction.values()) {
    const durationMs = (end - start) / 1000;
    if (!best || durationMs > best.durationMs) best = { start, end, durationMs, events: [...names].join('+') };
  }
  return best;
}

const BUSY = 'busy span, longest task';

/**
 * For an action with no page input (the browser's Back): the main thread's busy span, from its
 * first task's start to its last task's end, named by the longest task (`durationMs`).
 */
export function busyWindow(events: readonly TraceEvent[], thread: { pid: number; tid: number }): Window | null {
  const tasks = events.filter(
    (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined,
  );
  if (!tasks.length) return null;
  const start = Math.min(...tasks.map((t) => t.ts));
  const end = Math.max(...tasks.map((t) => t.ts + t.dur!));
  return { start, end, durationMs: Math.max(...tasks.map((t) => t.dur!)) / 1000, events: BUSY };
}

/** The renderer main thread: the thread named CrRendererMain with the most events (the page's, not a service frame's). */
export function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; count: number } | null = null;
  for (const m of mains) {
    const count = events.reduce((n, e) => (e.pid === m.pid && e.tid === m.tid && e.ph === 'X' ? n + 1 : n), 0);
    if (!best || count > best.count) best = { pid: m.pid, tid: m.tid, count };
  }
  return best ? { pid: best.pid, tid: best.tid } : null;
}

export interface Breakdown {
  /** ms of self time in the window, by kind. */
  byKind: Record<CostKind, number>;
  /** ms of self time by event name, largest first. */
  byName: Array<{ name: string; ms: number; count: number }>;
  /** Each style recalculation in the window: its ms and the elements it restyled. */
  styleRecalcs: Array<{ ms: number; elements: number }>;
}

/**
 * Self time of the main thread's complete events (ph X) clipped to the window: each event's
 * own time minus its children's, so nested work is counted once, under its innermost name.
 */
export function breakdown(events: readonly TraceEvent[], thread: { pid: number; tid: number }, window: Window): Breakdown {
  const onThread = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    .filter((e) => e.ts < window.end && e.ts + e.dur! > window.start)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const clip = (from: number, to: number) => Math.max(0, Math.min(to, window.end) - Math.max(from, window.start));
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const e of onThread) {
    while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    self.set(e, clip(e.ts, e.ts + e.dur!));
    if (parent) self.set(parent, self.get(parent)! - clip(e.ts, e.ts + e.dur!));
    stack.push(e);
  }
  const byKind: Record<CostKind, number> = { scripting: 0, style: 0, layout: 0, paint: 0, other: 0 };
  const names = new Map<string, { ms: number; count: number }>();
  const styleRecalcs: Breakdown['styleRecalcs'] = [];
  for (const [e, us] of self) {
    const ms = Math.max(0, us) / 1000;
    // RunTask and the like are the loop's frames around the work; their self time is idle-ish overhead.
    const kind = KIND_BY_NAME[e.name] ?? 'other';
    byKind[kind] += ms;
    const entry = names.get(e.name) ?? { ms: 0, count: 0 };
    entry.ms += ms;
    entry.count += 1;
    names.set(e.name, entry);
    if (e.name === 'UpdateLayoutTree') {
      const elements = Number(
        (e.args?.elementCount as number | undefined) ?? (e.args?.data as { elementCount?: number } | undefined)?.elementCount ?? 0,
      );
      styleRecalcs.push({ ms: clip(e.ts, e.ts + e.dur!) / 1000, elements });
    }
  }
  return {
    byKind,
    byName: [...names.entries()].map(([name, v]) => ({ name, ...v })).sort((a, b) => b.ms - a.ms),
    styleRecalcs,
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
}

/**
 * The sampling profiler's self time per function inside the window (ProfileChunk events of
 * the main thread's profile): the leaf of each sample, named `function (file:line)`.
 */
export function profileHotspots(events: readonly TraceEvent[], thread: { pid: number; tid: number }, window: Window, top = 15) {
  const nodes = new Map<number, ProfileNode>();
  let profileId: string | number | undefined;
  const samples: Array<{ node: number; ts: number }> = [];
  let clock = 0;
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    // The main thread's profile; its chunks come from the profiler's own thread, linked by id.
    if (e.name === 'Profile' && e.tid === thread.tid) {
      profileId = e.id;
      clock = Number((e.args?.data as { startTime?: number })?.startTime ?? e.ts);
    }
    if (e.name !== 'ProfileChunk' || profileId === undefined || e.id !== profileId) continue;
    const data = (e.args?.data ?? {}) as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ node: id, ts: clock });
    });
  }
  const self = new Map<string, number>();
  for (let i = 0; i < samples.length - 1; i += 1) {
    const { node, ts } = samples[i]!;
    if (ts < window.start || ts >= window.end) continue;
    const frame = nodes.get(node)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const file = frame.url ? frame.url.split('/').slice(-2).join('/') : '';
    const name = `${frame.functionName || '(anonymous)'}${file ? ` (${file}:${(frame.lineNumber ?? 0) + 1})` : ''}`;
    self.set(name, (self.get(name) ?? 0) + (samples[i + 1]!.ts - ts) / 1000);
  }
  return [...self.entries()]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

/** The lines `trace.ts` prints: the window, the kinds, the heaviest names, the style recalculations, the hotspots. */
export function formatSummary(window: Window, b: Breakdown, hotspots: Array<{ name: string; ms: number }>, rules: number): string[] {
  const r = (ms: number) => ms.toFixed(1);
  return [
    window.events === BUSY
      ? `no input: longest task ${r(window.durationMs)} ms, busy span ${r((window.end - window.start) / 1000)} ms`
      : `interaction ${window.events}: ${r(window.durationMs)} ms (input to next paint)`,
    `  main thread by kind: ${(Object.entries(b.byKind) as Array<[CostKind, number]>).map(([k, ms]) => `${k} ${r(ms)} ms`).join(', ')}`,
    `  style rules script inserted during the traced action (the interaction and what it started): ${rules}`,
    `  style recalculations: ${b.styleRecalcs.map((s) => `${r(s.ms)} ms / ${s.elements} elements`).join('; ') || 'none'}`,
    '  heaviest trace events (self ms, count):',
    ...b.byName.slice(0, 10).map((n) => `    ${r(n.ms).padStart(7)}  ${n.name} x${n.count}`),
    '  heaviest functions (self ms, sampled):',
    ...hotspots.map((h) => `    ${r(h.ms).padStart(7)}  ${h.name}`),
  ];
}
