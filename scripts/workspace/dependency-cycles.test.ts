import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';
import { findCycle, readWorkspaceGraph } from './dependency-cycles';

describe('workspace package graph', () => {
  it('has no dependency cycle among the workspace packages (dependencies + devDependencies)', () => {
    const cycle = findCycle(readWorkspaceGraph(REPO_ROOT));
    expect(cycle?.join(' -> ') ?? null).toBeNull();
  });

  it('reads every workspace package, the tooling and the test helpers among them', () => {
    const graph = readWorkspaceGraph(REPO_ROOT);
    expect(graph.get('@chainwork/testing')).toContain('@chainwork/api');
    expect(graph.get('@chainwork/tooling')).toContain('@chainwork/shared-config');
  });
});

describe('findCycle', () => {
  it('names the path of a cycle a dev dependency closes', () => {
    const graph = new Map([
      ['api', ['shared-config']],
      ['shared-config', ['api']],
      ['shell', ['shared-config']],
    ]);
    expect(findCycle(graph)).toEqual(['api', 'shared-config', 'api']);
  });

  it('finds a longer cycle and a package depending on itself', () => {
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['a']]]))).toEqual(['a', 'a']);
  });

  it('accepts a diamond (two paths to one package are no cycle)', () => {
    expect(
      findCycle(
        new Map([
          ['shell', ['testing', 'shared-config']],
          ['testing', ['api', 'shared-config']],
          ['api', ['shared-config']],
          ['shared-config', []],
        ]),
      ),
    ).toBeNull();
  });
});
