import { describe, expect, it } from 'vitest';
import { createPath, decodePath, parsePath, resolveTo } from './path';

describe('parsePath and createPath', () => {
  it('split a path into its parts and join them back', () => {
    expect(parsePath('/jobs?q=rust#top')).toEqual({ pathname: '/jobs', search: '?q=rust', hash: '#top' });
    expect(parsePath('?page=2')).toEqual({ search: '?page=2' });
    expect(createPath({ pathname: '/jobs', search: 'q=rust', hash: 'top' })).toBe('/jobs?q=rust#top');
    expect(createPath({ pathname: '/', search: '?', hash: '#' })).toBe('/');
  });
});

describe('resolveTo', () => {
  it('keeps the current path for a query or a hash alone, dropping the rest', () => {
    expect(resolveTo('?page=2', '/blog')).toEqual({ pathname: '/blog', search: '?page=2', hash: '' });
    expect(resolveTo('#faq', '/about')).toEqual({ pathname: '/about', search: '', hash: '#faq' });
    expect(resolveTo({ search: '?a=1' }, '/x')).toEqual({ pathname: '/x', search: '?a=1', hash: '' });
  });

  it('takes an absolute path as it is, and continues the current one with a relative path', () => {
    expect(resolveTo('/jobs/a?x=1', '/blog/b')).toEqual({ pathname: '/jobs/a', search: '?x=1', hash: '' });
    expect(resolveTo('edit', '/account/jobs')).toEqual({ pathname: '/account/jobs/edit', search: '', hash: '' });
    expect(resolveTo('../alerts', '/account/jobs')).toEqual({ pathname: '/account/alerts', search: '', hash: '' });
  });
});

describe('decodePath', () => {
  it('decodes each segment, keeps an encoded slash encoded, and leaves a malformed path alone', () => {
    expect(decodePath('/blog/caf%C3%A9/a%2Fb')).toBe('/blog/café/a%2Fb');
    expect(decodePath('/bad/%E0%A4%A')).toBe('/bad/%E0%A4%A');
  });
});
