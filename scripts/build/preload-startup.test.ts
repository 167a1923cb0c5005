import { describe, expect, it } from 'vitest';
import { lazyOnlyFiles, startupPreloads } from './preload-startup';

describe('lazyOnlyFiles', () => {
  it('keeps the files only lazy pages load, including vendor chunks they split off', () => {
    const groups = {
      main: ['main.1.js'],
      bootstrap: ['9151.a.js', 'bootstrap.b.js'],
      'page-blog-post': ['528.c.js', 'page-blog-post.d.js'],
      'page-events': ['6804.e.js', 'page-events.f.js'],
      'page-funding': ['6804.e.js', '9151.a.js', 'page-funding.g.js'],
    };
    expect([...lazyOnlyFiles(groups)].sort()).toEqual([
      '528.c.js',
      '6804.e.js',
      'page-blog-post.d.js',
      'page-events.f.js',
      'page-funding.g.js',
    ]);
  });
});

describe('startupPreloads', () => {
  it('preloads startup scripts, styles and first-paint fonts, never the entry or lazy-only files', () => {
    const files = [
      'main.1.js',
      'bootstrap.b.js',
      '4275.h.js',
      '528.c.js',
      'bootstrap.i.css',
      'sora-latin-wght-normal.0a1b.woff2',
      'sora-greek-wght-normal.2c3d.woff2',
    ];
    const hrefs = startupPreloads(files, new Set(['main.1.js']), new Set(['528.c.js'])).map((tag) => [
      tag.attributes.as,
      tag.attributes.href,
    ]);
    expect(hrefs).toEqual([
      ['script', '4275.h.js'],
      ['script', 'bootstrap.b.js'],
      ['style', 'bootstrap.i.css'],
      ['font', 'sora-latin-wght-normal.0a1b.woff2'],
    ]);
  });
});
