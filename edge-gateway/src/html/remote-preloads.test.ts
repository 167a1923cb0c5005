import { describe, expect, it } from 'vitest';
import { preloadLinkTag } from './markup';
import { remotePreloads } from './remote-preloads';

describe('remotePreloads', () => {
  it('hints the manifest (CORS fetch) and the container script of each first-paint remote served, in that version', () => {
    const preloads = remotePreloads({
      navigation: '/_mf/remote-navigation/def456/mf-manifest.json',
      newsletter: '/_mf/remote-newsletter/aa11/mf-manifest.json',
      jobs: '/_mf/remote-jobs/abc123/mf-manifest.json',
      content: '/_mf/remote-content/cc22/mf-manifest.json',
    });
    expect(preloads).toEqual([
      { href: '/_mf/remote-jobs/abc123/mf-manifest.json', as: 'fetch' },
      { href: '/_mf/remote-jobs/abc123/remoteEntry.js', as: 'script' },
      { href: '/_mf/remote-navigation/def456/mf-manifest.json', as: 'fetch' },
      { href: '/_mf/remote-navigation/def456/remoteEntry.js', as: 'script' },
    ]);
    expect(preloads.map((p) => preloadLinkTag(p, { nonce: 'n0nce' })).slice(0, 2)).toEqual([
      '<link rel="preload" as="fetch" href="/_mf/remote-jobs/abc123/mf-manifest.json" crossorigin="anonymous">',
      '<link rel="preload" as="script" href="/_mf/remote-jobs/abc123/remoteEntry.js" nonce="n0nce">',
    ]);
  });

  it('never hints the newsletter remote: it renders only after the page is idle (footer) or in lazy pages', () => {
    expect(remotePreloads({ newsletter: '/_mf/remote-newsletter/aa11/mf-manifest.json' })).toEqual([]);
  });

  it('never hints the content remote: it renders only in lazily loaded pages and below the fold when the page is idle', () => {
    expect(remotePreloads({ content: '/_mf/remote-content/cc22/mf-manifest.json' })).toEqual([]);
  });

  it('hints nothing for a remote without a live version (it is absent from the map)', () => {
    expect(remotePreloads({})).toEqual([]);
  });
});
