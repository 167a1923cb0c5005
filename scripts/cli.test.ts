import { describe, expect, it } from 'vitest';
import { parseBuildArgs } from './build';
import { parseContentArgs } from './content';
import { parseContentPublishArgs } from './content-publish';
import { UsageError } from './lib/cli';
import { parsePublishArgs } from './publish';
import { parseSeedArgs } from './seed';
import { parseStartArgs } from './start';
import { parseIngestArgs } from './ingest';
import { parseTestArgs, SUITES } from './test';

/** Every script reads its command line with node:util parseArgs (lib/cli.ts); these are their flags. */
describe('script command lines', () => {
  it('start: --port (or PORT), --fresh, --seed-count, --no-serve, --no-import, --log-level, --var (repeatable)', () => {
    expect(parseStartArgs([], {})).toEqual({
      port: 8787,
      fresh: false,
      seedCount: undefined,
      serve: true,
      importOnStart: true,
      logLevel: undefined,
      vars: [],
    });
    expect(parseStartArgs([], { PORT: '8790' }).port).toBe(8790);
    expect(
      parseStartArgs(['--port', '8799', '--fresh', '--seed-count', '500', '--no-serve', '--no-import', '--log-level', 'warn'], {
        PORT: '8790',
      }),
    ).toEqual({ port: 8799, fresh: true, seedCount: 500, serve: false, importOnStart: false, logLevel: 'warn', vars: [] });
    expect(parseStartArgs(['--var', 'MODERATOR_EMAILS:a@example.com', '--var=ANALYTICS_TOKEN:t:1'], {}).vars).toEqual([
      'MODERATOR_EMAILS:a@example.com',
      'ANALYTICS_TOKEN:t:1',
    ]);
    expect(parseStartArgs(['--port=8800'], {}).port).toBe(8800);
  });

  it('ingest: --due, --port (or PORT), --timeout-s', () => {
    expect(parseIngestArgs([], {})).toEqual({ due: false, port: 8787, timeoutS: 300 });
    expect(parseIngestArgs(['--due', '--port', '8788', '--timeout-s', '60'], {})).toEqual({ due: true, port: 8788, timeoutS: 60 });
    expect(() => parseIngestArgs(['--port', 'x'], {})).toThrow();
  });

  it('build: packages and --force', () => {
    expect(parseBuildArgs([])).toEqual({ packages: undefined, force: false });
    expect(parseBuildArgs(['remote-jobs', '--force'])).toEqual({ packages: ['remote-jobs'], force: true });
  });

  it('publish: packages (default all) and --no-live', () => {
    expect(parsePublishArgs([])).toEqual({
      packages: ['shell-app', 'remote-navigation', 'remote-newsletter', 'remote-jobs', 'remote-content'],
      live: true,
    });
    expect(parsePublishArgs(['remote-jobs', '--no-live'])).toEqual({ packages: ['remote-jobs'], live: false });
  });

  it('seed: --count, --seed, --force', () => {
    expect(parseSeedArgs([])).toEqual({ count: undefined, seed: undefined, force: false });
    expect(parseSeedArgs(['--force', '--count', '5000', '--seed', '7'])).toEqual({ count: 5000, seed: 7, force: true });
  });

  it('content: directory / import-events <file> / samples, --remote where it makes sense', () => {
    expect(parseContentArgs(['directory'])).toEqual({ command: 'directory', remote: false });
    expect(parseContentArgs(['directory', '--remote'])).toEqual({ command: 'directory', remote: true });
    expect(parseContentArgs(['import-events', 'events.json', '--remote'])).toEqual({
      command: 'import-events',
      file: 'events.json',
      remote: true,
    });
    expect(parseContentArgs(['samples'])).toEqual({ command: 'samples' });
    expect(parseContentArgs(['sources', '--remote'])).toEqual({ command: 'sources', remote: true });
  });

  it('content:publish: the local database, --remote, or --check alone', () => {
    expect(parseContentPublishArgs([])).toEqual({ target: 'local', check: false });
    expect(parseContentPublishArgs(['--remote'])).toEqual({ target: 'remote', check: false });
    expect(parseContentPublishArgs(['--check'])).toEqual({ target: 'local', check: true });
  });

  it('test: --unit, --e2e, --only (names checked)', () => {
    expect(parseTestArgs([])).toEqual({ kinds: [], only: null });
    expect(parseTestArgs(['--unit'])).toEqual({ kinds: ['unit'], only: null });
    expect(parseTestArgs(['--e2e'])).toEqual({ kinds: ['e2e'], only: null });
    expect(parseTestArgs(['--only', 'api,edge-gateway'])).toEqual({ kinds: [], only: ['api', 'edge-gateway'] });
    expect(SUITES.map((s) => s.name)).toEqual(expect.arrayContaining(['typecheck', 'tooling', 'api', 'e2e']));
  });

  it.each([
    ['start', () => parseStartArgs(['--prot', '1'], {}), "Unknown option '--prot'"],
    ['start', () => parseStartArgs(['--port'], {}), "Option '--port <value>' argument missing"],
    ['start', () => parseStartArgs(['--port', '99999'], {}), '--port must be a whole number from 1 to 65535, got "99999"'],
    ['start', () => parseStartArgs([], { PORT: 'abc' }), '--port must be a whole number from 1 to 65535, got "abc"'],
    ['start', () => parseStartArgs(['--seed-count', 'many'], {}), '--seed-count must be a whole number'],
    ['start', () => parseStartArgs(['--log-level', 'loud'], {}), '--log-level must be one of debug, info, log, warn, error, none'],
    ['start', () => parseStartArgs(['extra'], {}), "Unexpected argument 'extra'"],
    [
      'start',
      () => parseStartArgs(['--var', 'moderator_emails=a@example.com'], {}),
      '--var must be NAME:VALUE, got "moderator_emails=a@example.com"',
    ],
    ['build', () => parseBuildArgs(['--fast']), "Unknown option '--fast'"],
    ['publish', () => parsePublishArgs(['remote-nope']), 'Unknown package(s): remote-nope'],
    ['publish', () => parsePublishArgs(['--live']), "Unknown option '--live'"],
    [
      'seed',
      () => parseSeedArgs(['--count', '-5']),
      "Option '--count' argument is ambiguous: Did you forget to specify the option argument for '--count'?",
    ],
    ['seed', () => parseSeedArgs(['--count', '2.5']), '--count must be a whole number'],
    ['content', () => parseContentArgs([]), 'Which content? directory, import-events, samples or sources'],
    ['content', () => parseContentArgs(['blog']), "Unknown command 'blog'"],
    ['content', () => parseContentArgs(['import-events']), 'import-events needs the JSON file of events'],
    ['content', () => parseContentArgs(['samples', '--remote']), 'Sample events are fictional: they never go to the remote database'],
    ['content', () => parseContentArgs(['directory', '--force']), "Unknown option '--force'"],
    [
      'content:publish',
      () => parseContentPublishArgs(['--remote', '--check']),
      '--check validates without loading anywhere; leave out --remote',
    ],
    ['content:publish', () => parseContentPublishArgs(['--dry-run']), "Unknown option '--dry-run'"],
    ['test', () => parseTestArgs(['--only', 'apii']), 'Unknown suite(s): apii'],
    ['test', () => parseTestArgs(['--only']), "Option '--only <value>' argument missing"],
    ['test', () => parseTestArgs(['--all']), "Unknown option '--all'"],
  ])('%s refuses a bad command line with a clear reason', (_, parse, message) => {
    expect(parse).toThrow(UsageError);
    expect(parse).toThrow(message);
  });
});
