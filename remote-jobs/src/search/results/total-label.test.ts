import { describe, expect, it } from 'vitest';
import { totalLabel } from './total-label';

describe('totalLabel', () => {
  it('counts jobs in words people read', () => {
    expect(totalLabel(0)).toBe('No jobs');
    expect(totalLabel(1)).toBe('1 job');
    expect(totalLabel(1234)).toBe('1,234 jobs');
    expect(totalLabel(10_000, false)).toBe('10,000+ jobs');
  });
});
