import { describe, expect, it } from 'vitest';
import { parseShellConfig } from './runtime-config';

const settings = { siteUrl: 'https://chainwork.example', social: { email: 'mailto:hi@chainwork.example' } };

describe('parseShellConfig', () => {
  it('keeps known remotes, the site URL, the contact address and the status', () => {
    expect(
      parseShellConfig({
        remotes: { jobs: '/_mf/remote-jobs/v1/mf-manifest.json', unknown: '/_mf/x/v1/mf-manifest.json' },
        settings,
        status: 404,
      }),
    ).toEqual({
      remotes: { jobs: '/_mf/remote-jobs/v1/mf-manifest.json' },
      siteUrl: 'https://chainwork.example',
      contactEmail: 'mailto:hi@chainwork.example',
      status: 404,
    });
  });

  it('degrades to no remotes, this origin and 200 when nothing usable was injected', () => {
    expect(parseShellConfig(undefined)).toEqual({ remotes: {}, siteUrl: window.location.origin, contactEmail: null, status: 200 });
    expect(parseShellConfig({ remotes: 'nope', settings: { siteUrl: 'not a url' }, status: 'x' })).toEqual({
      remotes: {},
      siteUrl: window.location.origin,
      contactEmail: null,
      status: 200,
    });
  });

  it('ignores a contact address that is not a mailto: link', () => {
    expect(
      parseShellConfig({ remotes: {}, settings: { ...settings, social: { email: 'javascript:alert(1)' } }, status: 200 }).contactEmail,
    ).toBeNull();
  });

  it("keeps the gateway's first search page only when it has inputs and wire-form answers", () => {
    const search = { input: { q: 'rust', limit: 20 }, filters: { q: 'rust' }, page: { json: { items: [] } }, featured: { json: [] } };
    expect(parseShellConfig({ remotes: {}, settings, status: 200, search }).search).toEqual(search);
    expect(parseShellConfig({ remotes: {}, settings, status: 200, search: { ...search, page: 'x' } }).search).toBeUndefined();
    expect(parseShellConfig({ remotes: {}, settings, status: 200, search: { ...search, input: null } }).search).toBeUndefined();
  });
});
