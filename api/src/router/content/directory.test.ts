import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentCaller, resetContent } from '../../../test/content';
import { loadDirectory } from '../../content/directory/load-directory';

const entries = [
  { name: 'Alpha Fund', type: 'venture-fund', stages: ['seed'], focus: ['defi'], ecosystems: ['ethereum'] },
  { name: 'Beta Accelerator', type: 'accelerator', stages: ['pre-seed'], focus: ['defi', 'dao'], ecosystems: ['solana'] },
  { name: 'Gamma Grants', type: 'grant-programme', stages: [], focus: ['public-goods'], ecosystems: ['ethereum'] },
].map((e) => ({ ...e, description: `${e.name} backs builders.`, website: 'https://x.example', location: 'Remote' }));

describe('content.directory', () => {
  beforeAll(async () => {
    await resetContent();
    await loadDirectory(env.DB, [
      { path: 'content/funding/t.json', text: JSON.stringify({ attribution: { text: 'Listed by T', url: 'https://t.example' }, entries }) },
    ]);
  });

  it('lists every entry by name, with facet counts', async () => {
    const result = await contentCaller().content.directory.list({});
    expect(result.items.map((e) => e.name)).toEqual(['Alpha Fund', 'Beta Accelerator', 'Gamma Grants']);
    expect(result.total).toBe(3);
    expect(result.facets.focus.find((f) => f.value === 'defi')?.count).toBe(2);
    expect(result.attributions).toEqual(['Listed by T (https://t.example)']);
  });

  it('filters by name, type, stage, focus and ecosystem', async () => {
    const list = async (input: object) => (await contentCaller().content.directory.list(input)).items.map((e) => e.name);
    expect(await list({ q: 'gamm' })).toEqual(['Gamma Grants']);
    expect(await list({ types: ['accelerator', 'grant-programme'] })).toEqual(['Beta Accelerator', 'Gamma Grants']);
    expect(await list({ stages: ['seed'] })).toEqual(['Alpha Fund']);
    expect(await list({ focus: ['defi'], ecosystems: ['solana'] })).toEqual(['Beta Accelerator']);
  });

  it('counts a group without its own choice, so other values stay reachable', async () => {
    const result = await contentCaller().content.directory.list({ types: ['venture-fund'] });
    expect(result.facets.types).toEqual([
      { value: 'venture-fund', count: 1 },
      { value: 'accelerator', count: 1 },
      { value: 'grant-programme', count: 1 },
    ]);
    expect(result.facets.focus.find((f) => f.value === 'dao')?.count).toBe(0);
  });

  it('refuses unknown filter values', async () => {
    await expect(contentCaller().content.directory.list({ types: ['bank'] } as never)).rejects.toThrow();
  });

  it('puts a suggestion in the moderation queue, and drops one with the honeypot filled', async () => {
    const suggestion = {
      name: 'Delta Labs',
      website: 'delta.example',
      description: 'An accelerator for wallets.',
      focus: ['wallets-ux' as const],
      location: 'Remote' as const,
      type: 'accelerator' as const,
    };
    await expect(contentCaller().content.directory.suggest(suggestion)).resolves.toEqual({ received: true });
    await contentCaller().content.directory.suggest({ ...suggestion, name: 'Bot Labs', website2: 'http://spam.example' });
    const { results } = await env.DB.prepare('SELECT fields_json, status FROM listing_suggestions').all<{
      fields_json: string;
      status: string;
    }>();
    expect(results).toHaveLength(1);
    expect(JSON.parse(results[0]!.fields_json)).toMatchObject({ name: 'Delta Labs', website: 'https://delta.example' });
    expect(results[0]!.status).toBe('pending');
  });
});
