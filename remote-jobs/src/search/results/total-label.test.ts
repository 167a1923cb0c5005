import { describe, expect, it } from 'vitest';
import { showResultsLabel, shownTotal, totalLabel } from './total-label';

describe('totalLabel', () => {
  it('counts jobs in words people read', () => {
    expect(totalLabel(0)).toBe('No jobs');
    expect(totalLabel(1)).toBe('1 job');
    expect(totalLabel(1234)).toBe('1,234 jobs');
    expect(totalLabel(10_000, false)).toBe('10,000+ jobs');
    expect(totalLabel(1_000, false)).toBe('1,000+ jobs');
  });
});

describe('shownTotal', () => {
  const facets = { total: 9_910, totalWithSalary: 7_420 };
  const capped = { total: 1_000, totalIsExact: false };

  it("shows the page's own count when it is exact, or while the counts beside the filters are not there", () => {
    expect(shownTotal({ total: 420, totalIsExact: true }, facets, false)).toEqual({ total: 420, exact: true });
    expect(shownTotal(capped, undefined, false)).toEqual({ total: 1_000, exact: false });
  });

  it("replaces a capped count with the counts' exact total, by salary those with one", () => {
    expect(shownTotal(capped, facets, false)).toEqual({ total: 9_910, exact: true });
    expect(shownTotal(capped, facets, true)).toEqual({ total: 7_420, exact: true });
  });

  it('never shows fewer than the page says it has more than (counts kept a minute before a burst of new jobs)', () => {
    expect(shownTotal(capped, { total: 998, totalWithSalary: 990 }, false)).toEqual({ total: 1_000, exact: false });
  });

  it("words the drawer's close button", () => {
    expect(showResultsLabel({ total: 9_910, exact: true })).toBe('Show 9,910 jobs');
    expect(showResultsLabel({ total: 1_000, exact: false })).toBe('Show 1,000+ jobs');
    expect(showResultsLabel({ total: 0, exact: true })).toBe('Show results');
    expect(showResultsLabel(undefined)).toBe('Show results');
  });
});
