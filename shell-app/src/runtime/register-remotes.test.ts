import { describe, expect, it } from 'vitest';
import { remoteRegistrations } from './register-remotes';

describe('remoteRegistrations', () => {
  it('registers every injected remote as given, manifest URL untouched', () => {
    expect(
      remoteRegistrations({
        navigation: '/_mf/remote-navigation/abc123/mf-manifest.json',
        jobs: 'https://cdn.example/_mf/remote-jobs/def456/mf-manifest.json',
      }),
    ).toEqual([
      { name: 'navigation', entry: '/_mf/remote-navigation/abc123/mf-manifest.json' },
      { name: 'jobs', entry: 'https://cdn.example/_mf/remote-jobs/def456/mf-manifest.json' },
    ]);
  });

  it('registers nothing when the gateway injected nothing', () => {
    expect(remoteRegistrations(undefined)).toEqual([]);
    expect(remoteRegistrations(null)).toEqual([]);
    expect(remoteRegistrations(['/_mf/x'])).toEqual([]);
  });

  it('drops malformed entries, so only their slots fall back', () => {
    expect(
      remoteRegistrations({
        jobs: '/_mf/remote-jobs/v1/mf-manifest.json',
        newsletter: 42,
        'Bad Name': '/_mf/x/v1/mf-manifest.json',
        navigation: 'javascript:alert(1)',
        evil: '//evil.example/mf-manifest.json',
      }),
    ).toEqual([{ name: 'jobs', entry: '/_mf/remote-jobs/v1/mf-manifest.json' }]);
  });
});
