import { describe, expect, it } from 'vitest';
import { webLink } from './web-link';

describe('profile links', () => {
  it('keep absolute web addresses and name them by host', () => {
    expect(webLink('https://www.zkforge.example/about')).toEqual({ href: 'https://www.zkforge.example/about', host: 'zkforge.example' });
    expect(webLink('http://x.com/zkforge')?.host).toBe('x.com');
  });

  it('refuse every other target, however it is spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,x',
      '/admin',
      '//evil.example',
      'mailto:a@b.example',
      '',
      null,
      undefined,
    ]) {
      expect(webLink(url)).toBeNull();
    }
  });
});
