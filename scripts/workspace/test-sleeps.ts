/**
 * Unit tests never sleep: a wait on the wall clock is slow, and flaky on a loaded machine.
 * They run fake timers (vi.useFakeTimers + advanceTimersByTimeAsync) or await the event or
 * request they are waiting for. End-to-end tests and benchmarks run in real time.
 */

/** A promise that settles when a timer fires: `new Promise((r) => setTimeout(r, 50))` and its spellings. */
const SLEEP = [
  /new Promise(?:<[^>]*>)?\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\{?\s*setTimeout\(\s*(?:\1\b|\(\)\s*=>\s*\1\()/,
  /from ['"](?:node:)?timers\/promises['"]/,
];

/** Unit test files: `*.test.ts(x)` outside e2e/ and bench/. */
export function isUnitTest(file: string): boolean {
  return /\.test\.tsx?$/.test(file) && !/(?:^|\/)(?:e2e|bench|node_modules)\//.test(file);
}

/** `file:line: text` for every sleep in `text`. */
export function sleepsIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (SLEEP.some((rule) => rule.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}
