import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetContent } from '../../../test/content';
import { ContentFileError, type ContentFile } from '../content-file';
import { loadDirectory } from './load-directory';

const entry = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'venture-fund',
  description: `${name} invests in crypto networks.`,
  website: 'https://fund.example',
  location: 'Remote',
  stages: ['seed'],
  focus: ['defi'],
  ecosystems: ['ethereum'],
  ...extra,
});
const file = (path: string, entries: unknown[], extra: Record<string, unknown> = {}): ContentFile => ({
  path,
  text: JSON.stringify({ ...extra, entries }),
});

async function names(): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT name FROM directory_entries ORDER BY name').all<{ name: string }>();
  return results.map((r) => r.name);
}

describe('loadDirectory', () => {
  beforeEach(resetContent);

  it('loads every entry of every file, with its attribution', async () => {
    const result = await loadDirectory(env.DB, [
      file('content/funding/a.json', [entry('Alpha Fund'), entry('Beta Fund')]),
      file('content/funding/b.json', [entry('Gamma Grants', { type: 'grant-programme', stages: [] })], {
        attribution: { text: 'From a list', url: 'https://list.example' },
      }),
    ]);
    expect(result).toEqual({ action: 'loaded', entries: 3 });
    expect(await names()).toEqual(['Alpha Fund', 'Beta Fund', 'Gamma Grants']);
    const gamma = await env.DB.prepare("SELECT attribution, source_file FROM directory_entries WHERE slug = 'gamma-grants'").first();
    expect(gamma).toEqual({ attribution: 'From a list (https://list.example)', source_file: 'content/funding/b.json' });
  });

  it('is idempotent: loading the same files again changes nothing', async () => {
    const files = [file('content/funding/a.json', [entry('Alpha Fund')])];
    await loadDirectory(env.DB, files, new Date('2026-06-01T00:00:00Z'));
    const before = await env.DB.prepare('SELECT * FROM directory_entries').all();
    expect(await loadDirectory(env.DB, files, new Date('2026-06-02T00:00:00Z'))).toEqual({ action: 'unchanged', entries: 1 });
    expect((await env.DB.prepare('SELECT * FROM directory_entries').all()).results).toEqual(before.results);
  });

  it('replaces file entries on a change and keeps approved suggestions', async () => {
    await loadDirectory(env.DB, [file('content/funding/a.json', [entry('Alpha Fund'), entry('Beta Fund')])]);
    await env.DB.prepare(
      `INSERT INTO directory_entries (slug, name, type, description, website, location, origin, updated_at)
      VALUES ('zeta-labs', 'Zeta Labs', 'accelerator', 'A suggested accelerator.', 'https://zeta.example', 'Remote', 'suggestion', 1)`,
    ).run();
    await loadDirectory(env.DB, [file('content/funding/a.json', [entry('Alpha Fund')])]);
    expect(await names()).toEqual(['Alpha Fund', 'Zeta Labs']);
  });

  it.each([
    [
      'an unknown focus area',
      [entry('Alpha Fund'), entry('Beta Fund', { focus: ['moon'] })],
      'entries[1].focus[0]',
      'unknown focus area "moon"',
    ],
    [
      'a website that is not a URL',
      [entry('Alpha Fund', { website: 'fund dot example' })],
      'entries[0].website',
      'must be an http(s) address',
    ],
    ['a missing name', [{ ...entry('x'), name: undefined }], 'entries[0].name', ''],
    ['an unknown field', [entry('Alpha Fund', { cheque: '1M' })], 'entries[0]', 'cheque'],
  ])('rejects %s, naming the file and the field, and keeps the previous content', async (_what, entries, field, problem) => {
    await loadDirectory(env.DB, [file('content/funding/a.json', [entry('Old Fund')])]);
    const error = await loadDirectory(env.DB, [
      file('content/funding/a.json', [entry('New Fund')]),
      file('content/funding/bad.json', entries),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentFileError);
    expect((error as ContentFileError).file).toBe('content/funding/bad.json');
    expect((error as ContentFileError).field).toBe(field);
    expect((error as Error).message).toContain(`content/funding/bad.json: ${field}`);
    expect((error as Error).message).toContain(problem);
    expect(await names()).toEqual(['Old Fund']);
  });

  it('rejects a file that is not JSON, and a name listed twice across files', async () => {
    await expect(loadDirectory(env.DB, [{ path: 'content/funding/x.json', text: '{ "entries": [' }])).rejects.toThrow(
      /^content\/funding\/x\.json: not valid JSON/,
    );
    await expect(
      loadDirectory(env.DB, [
        file('content/funding/a.json', [entry('Alpha Fund')]),
        file('content/funding/b.json', [entry('Alpha  fund')]),
      ]),
    ).rejects.toThrow('content/funding/b.json: entries[0].name: "Alpha  fund" is already listed in content/funding/a.json');
    expect(await names()).toEqual([]);
  });
});
