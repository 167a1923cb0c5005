import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';
import { readText } from './citations';

/** A newcomer reads the root README in ten minutes; history and long guides live under docs/. */
const README_MAX_LINES = 250;

describe('the root README', () => {
  it(`stays at most ${README_MAX_LINES} lines`, () => {
    const lines = readText(REPO_ROOT, 'README.md').trimEnd().split('\n').length;
    expect(lines, 'move long sections to docs/ and link them').toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('documents every npm script of the root package.json', () => {
    const { scripts } = JSON.parse(readText(REPO_ROOT, 'package.json')) as { scripts: Record<string, string> };
    const readme = readText(REPO_ROOT, 'README.md');
    const missing = Object.keys(scripts).filter((name) => {
      const command = name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`;
      return !readme.includes(`\`${command}\``) && !readme.includes(`\`${command} `);
    });
    expect(missing).toEqual([]);
  });
});
