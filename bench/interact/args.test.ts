import { describe, expect, it } from 'vitest';
import { UsageError } from '@chainwork/tooling/lib/cli';
import { parseBenchInteractArgs } from '../interact';

describe('bench:interact command line', () => {
  it('defaults: 10 repetitions on port 8855 at 4x CPU, every interaction', () => {
    expect(parseBenchInteractArgs([])).toEqual({
      runs: 10,
      port: 8855,
      cpu: 4,
      only: ['typing', 'filters', 'open-job', 'next-page', 'overlays', 'posting'],
      serveOnly: false,
    });
  });

  it('reads --runs, --port, --cpu, --only, --serve-only and --seed-count', () => {
    expect(
      parseBenchInteractArgs([
        '--runs',
        '12',
        '--port',
        '9100',
        '--cpu',
        '6',
        '--only',
        'typing,posting',
        '--serve-only',
        '--seed-count',
        '500',
      ]),
    ).toEqual({ runs: 12, port: 9100, cpu: 6, only: ['typing', 'posting'], serveOnly: true, seedCount: 500 });
  });

  it('refuses an unknown interaction and a bad number', () => {
    expect(() => parseBenchInteractArgs(['--only', 'typing,scroll'])).toThrow(UsageError);
    expect(() => parseBenchInteractArgs(['--runs', '0'])).toThrow(UsageError);
    expect(() => parseBenchInteractArgs(['--cpu', 'fast'])).toThrow(UsageError);
  });
});
