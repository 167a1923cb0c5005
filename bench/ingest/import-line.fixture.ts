import type { ImportLine } from './report';

/** One source's logged import line for the report's and the profile's tests: a board of 40 new jobs, with `over` on top. */
export const importLine = (over: Partial<ImportLine> = {}): ImportLine => ({
  sourceId: 'greenhouse:a',
  outcome: 'imported',
  seen: 40,
  added: 40,
  updated: 0,
  linked: 0,
  reposted: 0,
  closed: 0,
  unchanged: 0,
  unreadable: 0,
  rowsWritten: 1000,
  ms: 100,
  ...over,
});
