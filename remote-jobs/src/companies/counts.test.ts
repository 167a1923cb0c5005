import { describe, expect, it } from 'vitest';
import { companiesLabel, openJobsLabel, recentlyClosedLabel } from './counts';

describe('company counts in words', () => {
  it('say one and many, and none plainly', () => {
    expect(openJobsLabel(0)).toBe('No open jobs');
    expect(openJobsLabel(1)).toBe('1 open job');
    expect(openJobsLabel(1204)).toBe('1,204 open jobs');
    expect(recentlyClosedLabel(1, 90)).toBe('1 role closed in the last 90 days');
    expect(recentlyClosedLabel(3, 90)).toBe('3 roles closed in the last 90 days');
    expect(companiesLabel(1)).toBe('1 company');
    expect(companiesLabel(12)).toBe('12 companies');
  });
});
