import { describe, expect, it } from 'vitest';
import { remoteManifestMap, servedVersions, versionsHeaderValue } from './served-versions';

describe('served versions', () => {
  const versions = { 'remote-jobs': 'j1', 'shell-app': 's1', 'remote-navigation': 'n1' };

  it('maps container names to same-origin manifest URLs, only for live remotes', () => {
    expect(remoteManifestMap(versions)).toEqual({
      navigation: '/_mf/remote-navigation/n1/mf-manifest.json',
      jobs: '/_mf/remote-jobs/j1/mf-manifest.json',
    });
  });

  it('writes the versions header in front-end order', () => {
    expect(versionsHeaderValue(versions)).toBe('shell-app=s1;remote-navigation=n1;remote-jobs=j1');
    expect(versionsHeaderValue({})).toBe('');
  });

  it('keeps only chosen versions', () => {
    expect(servedVersions({ 'shell-app': 's1', 'remote-jobs': undefined })).toEqual({ 'shell-app': 's1' });
  });
});
