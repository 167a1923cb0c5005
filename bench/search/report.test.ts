import { describe, expect, it } from 'vitest';
import { formatReport, formatVerdict } from './report';
import type { ClassResult } from './run-mix';

const row = (name: string, kind: ClassResult['kind'], ms: number, naive: number | null = null): ClassResult => ({
  name,
  kind,
  samples: Array.from({ length: 20 }, () => ms),
  total: 100,
  totalIsExact: true,
  naive: naive === null ? null : Array.from({ length: 8 }, () => naive),
});

describe('bench:search report', () => {
  const base = [
    row('key lookup: jobs.bySlug', 'reference', 20),
    row('rare term', 'search', 15, 300),
    row('facets, new search', 'facets', 40),
  ];

  it('holds every search class to the key lookup, the text classes to 10x the naive scan, the facets to 50 ms', () => {
    expect(formatVerdict(base)).toContain("every search class p95 <= the key lookup's p95 (20.0 ms): met");
    expect(formatVerdict(base)).toContain('every text class >= 10x the naive scan at p50: met (least: rare term, 20.0x)');
    expect(formatVerdict(base)).toContain('facets, new search: p95 40.0 ms <= 50 ms: met');
    const slow = [
      row('key lookup: jobs.bySlug', 'reference', 20),
      row('rare term', 'search', 25, 200),
      row('facets, new search', 'facets', 60),
    ];
    expect(formatVerdict(slow)).toContain('MISSED (worst: rare term, 25.0 ms, 1.25x)');
    expect(formatVerdict(slow)).toContain('MISSED (least: rare term, 8.0x)');
    expect(formatVerdict(slow)).toContain('facets, new search: p95 60.0 ms <= 50 ms: MISSED');
  });

  it("compares the public API with its twin, the site's search, or says it was not measured", () => {
    expect(formatVerdict(base)).toContain('API v1: not measured');
    const withApi = [...base, row('site search (the API twin)', 'info', 10), row('API v1: GET /api/v1/jobs', 'public-api', 11)];
    expect(formatVerdict(withApi)).toContain("API v1 p95 <= 1.2x the site's search p95: met (11.0 against 10.0 ms, 1.10x)");
    expect(formatReport(withApi)).toMatch(/API v1: GET \/api\/v1\/jobs .* 1\.10x of site met/);
  });
});
