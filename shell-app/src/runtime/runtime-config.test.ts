import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { REMOTES, type RemoteName } from '@chainwork/shared-config';
import { parseShellConfig, type ShellConfig } from './runtime-config';

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

/*
 * The schema the hand-written checks replaced (Zod Mini, which cost the first paint 16 KB
 * gzip): kept here as the oracle. Over generated configs (JSON, as the gateway writes it,
 * each field sometimes valid, sometimes not), both must read the same config.
 */
const fallbackOrigin = () => window.location.origin;
const oracleSchema = z.object({
  remotes: z.catch(z.record(z.string(), z.unknown()), {}),
  settings: z.catch(
    z.object({
      siteUrl: z.url(),
      social: z.catch(z.optional(z.object({ email: z.string().check(z.regex(/^mailto:[^\s@]+@[^\s@]+$/)) })), undefined),
    }),
    () => ({ siteUrl: fallbackOrigin(), social: undefined }),
  ),
  status: z.catch(z.int(), 200),
  job: z.catch(z.optional(z.object({ slug: z.string().check(z.minLength(1)), data: z.looseObject({ json: z.unknown() }) })), undefined),
  search: z.catch(
    z.optional(
      z.object({
        input: z.record(z.string(), z.unknown()),
        filters: z.record(z.string(), z.unknown()),
        page: z.looseObject({ json: z.unknown() }),
        featured: z.looseObject({ json: z.unknown() }),
      }),
    ),
    undefined,
  ),
});

function oracle(raw: unknown): ShellConfig {
  const parsed = oracleSchema.safeParse(raw ?? {});
  const value = parsed.success
    ? parsed.data
    : { remotes: {}, settings: { siteUrl: fallbackOrigin(), social: undefined }, status: 200, job: undefined, search: undefined };
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    const entry = value.remotes[name];
    if (typeof entry === 'string' && entry.length > 0) remotes[name] = entry;
  }
  return {
    remotes,
    siteUrl: value.settings.siteUrl,
    contactEmail: value.settings.social?.email ?? null,
    status: value.status,
    ...(value.job ? { job: value.job } : {}),
    ...(value.search ? { search: value.search } : {}),
  };
}

/** A field's value: a valid one, or any JSON (mostly invalid). */
const either = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, fc.jsonValue({ maxDepth: 2 }));
const remoteNames = Object.keys(REMOTES);
const remotesArb = either(fc.dictionary(fc.oneof(fc.constantFrom(...remoteNames), fc.string()), either(fc.webUrl())));
const urlArb = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(' https://a.example ', 'https://exa\tmple.com', 'not a url', 'mailto:x@y.z', '', 'http://'),
);
const settingsArb = either(
  fc.record(
    {
      siteUrl: either(urlArb),
      social: either(fc.record({ email: either(fc.constantFrom('mailto:hi@chainwork.example', 'mailto:a b@c', 'hi@chainwork.example')) })),
    },
    { requiredKeys: [] },
  ),
);
const wire = either(fc.record({ json: fc.jsonValue({ maxDepth: 2 }) }, { requiredKeys: [] }));
const jobArb = either(fc.record({ slug: either(fc.string()), data: wire }, { requiredKeys: [] }));
const searchArb = either(
  fc.record(
    {
      input: either(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }))),
      filters: either(fc.dictionary(fc.string(), fc.string())),
      page: wire,
      featured: wire,
    },
    { requiredKeys: [] },
  ),
);
const statusArb = either(fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 53)));
const configArb = either(
  fc.record({ remotes: remotesArb, settings: settingsArb, status: statusArb, job: jobArb, search: searchArb }, { requiredKeys: [] }),
);

describe('parseShellConfig reads every config as the Zod Mini schema it replaced', () => {
  it('for generated configs, valid and not', () => {
    fc.assert(
      fc.property(configArb, (raw) => {
        expect(parseShellConfig(raw)).toEqual(oracle(raw));
      }),
      { numRuns: 2000, seed: 20261124 },
    );
  });

  it('for the edges of each check', () => {
    for (const raw of [
      null,
      [],
      'x',
      { settings: { siteUrl: '  https://chainwork.example/\n ' } },
      { settings: { siteUrl: 'https://chainwork.example', social: { email: 'mailto:a@b' } } },
      { status: 2 ** 53 },
      { status: -0 },
      { job: { slug: '', data: { json: 1 } } },
      { job: { slug: 'a', data: [] } },
      { search: { input: [], filters: {}, page: {}, featured: {} } },
      { remotes: { jobs: '' } },
    ])
      expect(parseShellConfig(raw), JSON.stringify(raw)).toEqual(oracle(raw));
  });
});
