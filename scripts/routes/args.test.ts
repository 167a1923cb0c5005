import { describe, expect, it } from 'vitest';
import { UsageError, parseRoutesArgs } from './args';

describe('parseRoutesArgs', () => {
  it.each([
    [['list'], { name: 'list' }],
    [['list', 'remote-jobs'], { name: 'list', pkg: 'remote-jobs' }],
    [['canary', 'remote-jobs', 'abc123'], { name: 'canary', pkg: 'remote-jobs', version: 'abc123', percent: 10 }],
    [['canary', 'remote-jobs', 'abc123', '25'], { name: 'canary', pkg: 'remote-jobs', version: 'abc123', percent: 25 }],
    [['shift', 'remote-jobs', '50'], { name: 'shift', pkg: 'remote-jobs', percent: 50 }],
    [['shift', 'remote-jobs', 'a1=70', 'b2=30'], { name: 'set', pkg: 'remote-jobs', weights: { a1: 70, b2: 30 } }],
    [['promote', 'shell-app'], { name: 'promote', pkg: 'shell-app', version: undefined }],
    [['rollback', 'shell-app', 'abc123'], { name: 'rollback', pkg: 'shell-app', version: 'abc123' }],
    [['pin', 'remote-navigation', 'n1'], { name: 'pin', pkg: 'remote-navigation', version: 'n1' }],
    [
      ['publish'],
      {
        name: 'publish',
        packages: ['shell-app', 'remote-navigation', 'remote-newsletter', 'remote-jobs', 'remote-content'],
        mode: { kind: 'live' },
      },
    ],
    [['publish', 'remote-jobs', '--canary', '10'], { name: 'publish', packages: ['remote-jobs'], mode: { kind: 'canary', percent: 10 } }],
    [['publish', 'remote-jobs', '--no-live'], { name: 'publish', packages: ['remote-jobs'], mode: { kind: 'no-live' } }],
  ])('%j', (argv, command) => {
    expect(parseRoutesArgs(argv).command).toEqual(command);
  });

  it('takes --canary=N as well as --canary N (node:util parseArgs)', () => {
    expect(parseRoutesArgs(['publish', 'remote-jobs', '--canary=25']).command).toMatchObject({ mode: { kind: 'canary', percent: 25 } });
  });

  it('reads the target and dry-run flags', () => {
    expect(parseRoutesArgs(['list'])).toMatchObject({ target: 'auto', dryRun: false });
    expect(parseRoutesArgs(['list', '--local'])).toMatchObject({ target: 'local' });
    expect(parseRoutesArgs(['promote', 'shell-app', '--remote', '--dry-run'])).toMatchObject({ target: 'remote', dryRun: true });
  });

  it.each([
    [[], 'Name a command'],
    [['deploy'], 'Unknown command'],
    [['canary', 'remote-nope', 'abc'], 'Unknown package'],
    [['canary', 'remote-jobs'], 'Name a version'],
    [['canary', 'remote-jobs', 'ABC'], 'is not a version'],
    [['canary', 'remote-jobs', 'abc', 'ten'], 'not a whole percentage'],
    [['shift', 'remote-jobs'], 'Give a percentage'],
    [['shift', 'remote-jobs', 'a=x'], 'not a whole percentage'],
    [['pin', 'remote-jobs', 'a', 'b'], 'Unexpected argument'],
    [['list', '--force'], 'Unknown option'],
    [['list', '--local', '--remote'], 'not both'],
    [['canary', 'remote-jobs', 'a', '--no-live'], 'belong to publish'],
    [['publish', '--no-live', '--canary', '5'], 'not both'],
    [['publish', 'remote-jobs', '--canary'], "Option '--canary <value>' argument missing"],
    [['list', '--local=yes'], "Option '--local' does not take an argument"],
    [['list', '-x'], "Unknown option '-x'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseRoutesArgs(argv)).toThrow(UsageError);
    expect(() => parseRoutesArgs(argv)).toThrow(message);
  });
});
