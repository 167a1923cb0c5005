/** A duration for a benchmark's table: whole milliseconds with thousands separators, `1,234 ms`. */
export function formatMs(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} ms`;
}
