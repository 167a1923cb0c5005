import { describe, expect, it } from 'vitest';
import { UsageError } from '@chainwork/tooling/lib/cli';
import { parseBenchAbuseArgs } from './abuse';
import { parseBenchFeedsArgs } from './feeds';
import { parseBenchGatewayArgs } from './gateway';
import { parseBenchSearchArgs } from './search';
import { parseBenchWebArgs } from './web';

/** The benchmarks read their command lines as the tooling's scripts do (lib/cli.ts in @chainwork/tooling). */
describe('benchmark command lines', () => {
  it('benchmarks: their sizes, with defaults', () => {
    expect(parseBenchGatewayArgs([])).toEqual({ duration: 5, rounds: 3 });
    expect(parseBenchGatewayArgs(['--duration', '10', '--rounds', '2', '--seed-count', '3000'])).toEqual({
      duration: 10,
      rounds: 2,
      seedCount: 3000,
    });
    expect(parseBenchSearchArgs([])).toEqual({ requests: 150, naiveRequests: 8, count: 100_000, seed: 7, reseed: false, maxMinutes: 20 });
    expect(parseBenchSearchArgs(['--requests', '10', '--reseed'])).toMatchObject({ requests: 10, reseed: true });
    expect(parseBenchFeedsArgs([])).toEqual({ requests: 60, count: 100_000, seed: 7, reseed: false });
    expect(parseBenchFeedsArgs(['--requests', '10', '--reseed'])).toMatchObject({ requests: 10, reseed: true });
    expect(parseBenchWebArgs([])).toEqual({
      runs: 3,
      port: 8849,
      routes: ['home', 'job', 'search', 'insights', 'blog', 'events'],
      lighthouseRoutes: ['home', 'job', 'search', 'insights'],
      lighthouse: true,
      serveOnly: false,
    });
    expect(parseBenchWebArgs(['--runs', '1', '--lh-routes', 'job', '--no-lighthouse', '--seed-count', '500'])).toMatchObject({
      runs: 1,
      lighthouseRoutes: ['job'],
      lighthouse: false,
      seedCount: 500,
    });
  });

  it('abuse: --duration, --connections, --port, --inspector-port (default the next port), --seed-count', () => {
    expect(parseBenchAbuseArgs([])).toEqual({ duration: 30, connections: 60, port: 8851, inspectorPort: 8852 });
    expect(parseBenchAbuseArgs(['--duration', '5', '--connections', '10', '--port', '9000', '--seed-count', '500'])).toEqual({
      duration: 5,
      connections: 10,
      port: 9000,
      inspectorPort: 9001,
      seedCount: 500,
    });
  });

  it.each([
    ['gateway', () => parseBenchGatewayArgs(['--rounds', '11']), '--rounds must be a whole number from 1 to 10'],
    ['web', () => parseBenchWebArgs(['--runs', '10']), '--runs must be a whole number from 1 to 9'],
    ['web', () => parseBenchWebArgs(['--routes', 'home,careers']), '--routes: unknown route(s) careers'],
    ['web', () => parseBenchWebArgs(['--lighthouse']), "Unknown option '--lighthouse'"],
    ['search', () => parseBenchSearchArgs(['--count', '10']), '--count must be a whole number from 1000 to 1000000'],
    ['abuse', () => parseBenchAbuseArgs(['--duration', '2']), '--duration must be a whole number from 5 to 120'],
    ['abuse', () => parseBenchAbuseArgs(['--seed-count', 'many']), '--seed-count must be a whole number'],
    ['abuse', () => parseBenchAbuseArgs(['--port', '9000', '--inspector-port', '9000']), '--inspector-port must differ from --port'],
    ['abuse', () => parseBenchAbuseArgs(['--conections', '5']), "Unknown option '--conections'"],
  ])('%s refuses a bad command line with a clear reason', (_, parse, message) => {
    expect(parse).toThrow(UsageError);
    expect(parse).toThrow(message);
  });
});
