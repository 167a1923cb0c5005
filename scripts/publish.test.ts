import { describe, expect, it } from 'vitest';
import { versionOf } from './lib/publish-store';
import { contentTypeFor } from './lib/content-types';

const file = (rel: string, text: string) => ({ rel, bytes: new TextEncoder().encode(text) });

describe('versionOf', () => {
  it('is stable for the same files and changes with any byte or path', () => {
    const a = versionOf([file('main.js', 'x'), file('index.html', '<p>')]);
    expect(versionOf([file('main.js', 'x'), file('index.html', '<p>')])).toBe(a);
    expect(versionOf([file('main.js', 'y'), file('index.html', '<p>')])).not.toBe(a);
    expect(versionOf([file('main2.js', 'x'), file('index.html', '<p>')])).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['main.1a2b.js', 'text/javascript; charset=utf-8'],
    ['mf-manifest.json', 'application/json; charset=utf-8'],
    ['files/sora-latin.woff2', 'font/woff2'],
    ['index.html', 'text/html; charset=utf-8'],
    ['unknown.bin', 'application/octet-stream'],
  ])('%s -> %s', (name, type) => expect(contentTypeFor(name)).toBe(type));
});
