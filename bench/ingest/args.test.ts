import { describe, expect, it } from 'vitest';
import { parseBenchIngestArgs } from '../ingest';

describe('bench:ingest arguments', () => {
  it('prints the profile only when asked', () => {
    expect(parseBenchIngestArgs([]).profile).toBe(false);
    expect(parseBenchIngestArgs(['--sources', '100', '--profile'])).toMatchObject({ sources: 100, profile: true });
  });

  it('puts searches beside the visited run only, unless asked for every run', () => {
    expect(parseBenchIngestArgs([]).searchesInEveryRun).toBe(false);
    expect(parseBenchIngestArgs(['--searches-in-every-run']).searchesInEveryRun).toBe(true);
  });
});
