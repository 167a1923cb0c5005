import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { importFrom, resetCompanies } from '../../../test/companies';
import { seedJobs, testJob } from '../../../test/fixtures';
import { ContentFileError } from '../../content/content-file';
import { loadSources, SOURCE_LEFT_FILE } from './load';
import type { SourcesFile } from './parse';

const FILE = 'content/sources/sources.yaml';
const T1 = new Date('2026-06-01T00:00:00Z');
const T2 = new Date('2026-06-02T00:00:00Z');

const zkForge = `
- company:
    name: ZK Forge
    slug: zk-forge
    website: https://www.ZKForge.example/about
    about: Proving infrastructure.
    ecosystems: [ethereum, starknet]
    socials: { github: https://github.com/zkforge-example, x: https://x.com/zkforge_example }
  boards:
    - { provider: greenhouse, board: zkforge }
    - { provider: jsonld, board: "https://zkforge.example/careers" }
`;
const tidepool = `
- company:
    name: Tidepool Finance
    slug: tidepool-finance
    website: https://tidepool.example
  boards:
    - { provider: ashby, board: tidepool }
`;
const file = (text: string, path = FILE): SourcesFile => ({ path, text });

async function companies() {
  return (await env.DB.prepare('SELECT * FROM companies ORDER BY slug').all()).results;
}
async function sources() {
  return (await env.DB.prepare('SELECT * FROM import_sources ORDER BY id').all()).results;
}
const source = (id: string) =>
  env.DB.prepare('SELECT status, origin, last_error, company_slug FROM import_sources WHERE id = ?1').bind(id).first();

describe('loadSources', () => {
  beforeEach(async () => {
    await resetCompanies();
  });

  it('upserts the companies (domain from the website) and their boards as active file sources', async () => {
    expect(await loadSources(env.DB, [file(zkForge + tidepool)], T1)).toEqual({ companies: 2, sources: 3 });
    const zk = await env.DB.prepare("SELECT * FROM companies WHERE slug = 'zk-forge'").first();
    expect(zk).toMatchObject({
      name: 'ZK Forge',
      website: 'https://www.ZKForge.example/about',
      domain: 'zkforge.example',
      about: 'Proving infrastructure.',
      socials_json: JSON.stringify({ x: 'https://x.com/zkforge_example', github: 'https://github.com/zkforge-example' }),
      ecosystems_json: '["ethereum","starknet"]',
      claimed_by: null,
      created_at: T1.getTime(),
    });
    expect((await sources()).map((s) => [s.id, s.provider, s.board, s.company_slug, s.origin, s.status])).toEqual([
      ['ashby:tidepool', 'ashby', 'tidepool', 'tidepool-finance', 'file', 'active'],
      ['greenhouse:zkforge', 'greenhouse', 'zkforge', 'zk-forge', 'file', 'active'],
      ['jsonld:https://zkforge.example/careers', 'jsonld', 'https://zkforge.example/careers', 'zk-forge', 'file', 'active'],
    ]);
  });

  it('changes nothing, not even updated_at, when the same files are loaded again', async () => {
    await loadSources(env.DB, [file(zkForge + tidepool)], T1);
    const before = { companies: await companies(), sources: await sources() };
    await loadSources(env.DB, [file(zkForge + tidepool)], T2);
    expect({ companies: await companies(), sources: await sources() }).toEqual(before);
  });

  it('marks removed the boards no longer in the files, and brings them back when they return', async () => {
    await loadSources(env.DB, [file(zkForge + tidepool)], T1);
    await loadSources(env.DB, [file(zkForge)], T2);
    expect(await source('ashby:tidepool')).toMatchObject({ status: 'removed', last_error: SOURCE_LEFT_FILE });
    expect(await source('greenhouse:zkforge')).toMatchObject({ status: 'active' });
    await loadSources(env.DB, [file(zkForge + tidepool)], T2);
    expect(await source('ashby:tidepool')).toMatchObject({ status: 'active', last_error: null });
  });

  it('closes the imported jobs only a board that left the files listed; one another board lists is shown from it', async () => {
    await loadSources(env.DB, [file(zkForge + tidepool)], T1);
    await seedJobs([testJob('only-tidepool', { company: 'Tidepool Finance' }), testJob('on-both', { company: 'ZK Forge' })]);
    await importFrom('only-tidepool', ['ashby:tidepool']);
    await importFrom('on-both', ['ashby:tidepool', 'greenhouse:zkforge']);
    await loadSources(env.DB, [file(zkForge)], T2);
    const job = (slug: string) => env.DB.prepare('SELECT status, closed_at, source_id FROM jobs WHERE slug = ?1').bind(slug).first();
    expect(await job('only-tidepool')).toEqual({ status: 'removed', closed_at: T2.getTime(), source_id: 'ashby:tidepool' });
    expect(await job('on-both')).toEqual({ status: 'published', closed_at: null, source_id: 'greenhouse:zkforge' });
    const open = await env.DB.prepare(
      "SELECT count(*) AS n FROM imported_postings WHERE source_id = 'ashby:tidepool' AND closed_at IS NULL",
    ).first();
    expect(open).toEqual({ n: 0 });
  });

  it("keeps a moderator's pause and removal, and leaves an employer's own source alone", async () => {
    await loadSources(env.DB, [file(zkForge)], T1);
    await env.DB.batch([
      env.DB.prepare("UPDATE import_sources SET status = 'paused' WHERE id = 'greenhouse:zkforge'"),
      env.DB.prepare("UPDATE import_sources SET status = 'removed' WHERE id = 'jsonld:https://zkforge.example/careers'"),
      env.DB.prepare(
        `INSERT INTO import_sources (id, provider, board, company_slug, origin, added_by, created_at, updated_at)
         VALUES ('ashby:tidepool', 'ashby', 'tidepool', 'zk-forge', 'employer', 'user_emp', 1, 1)`,
      ),
    ]);
    await loadSources(env.DB, [file(zkForge + tidepool)], T2);
    expect(await source('greenhouse:zkforge')).toMatchObject({ status: 'paused' });
    expect(await source('jsonld:https://zkforge.example/careers')).toMatchObject({ status: 'removed' });
    expect(await source('ashby:tidepool')).toMatchObject({ status: 'active', origin: 'employer', company_slug: 'zk-forge' });
    // An employer's source is not the file's to remove either.
    await loadSources(env.DB, [file(zkForge)], T2);
    expect(await source('ashby:tidepool')).toMatchObject({ status: 'active', origin: 'employer' });
  });

  it("keeps a claimed company's own edits and only fills its empty fields", async () => {
    await loadSources(env.DB, [file(zkForge)], T1);
    await env.DB.prepare(
      `UPDATE companies SET claimed_by = 'user_emp', name = 'ZK Forge GmbH', about = 'Our own words.', website = 'https://zkforge.example',
       domain = 'zkforge.example', socials_json = '{}', ecosystems_json = '["starknet"]' WHERE slug = 'zk-forge'`,
    ).run();
    const changed = zkForge.replace('Proving infrastructure.', 'New file words.').replace('[ethereum, starknet]', '[ethereum]');
    await loadSources(env.DB, [file(changed)], T2);
    expect(await env.DB.prepare("SELECT * FROM companies WHERE slug = 'zk-forge'").first()).toMatchObject({
      name: 'ZK Forge GmbH',
      about: 'Our own words.',
      website: 'https://zkforge.example',
      ecosystems_json: '["starknet"]',
      socials_json: JSON.stringify({ x: 'https://x.com/zkforge_example', github: 'https://github.com/zkforge-example' }),
      updated_at: T2.getTime(),
    });
  });

  const both = (zk: string, tide: string) => zk + tide;
  it.each([
    [
      'a website that is not https',
      both(zkForge.replace('https://www.ZKForge', 'http://www.ZKForge'), tidepool),
      'entry 1 (zk-forge) company.website',
    ],
    [
      'an unknown ecosystem',
      both(zkForge.replace('[ethereum, starknet]', '[ethereum, moonchain]'), tidepool),
      'entry 1 (zk-forge) company.ecosystems[1]',
    ],
    [
      'a bad slug',
      both(zkForge, tidepool.replace('slug: tidepool-finance', 'slug: Tidepool_Finance')),
      'entry 2 (Tidepool_Finance) company.slug',
    ],
    [
      'an unknown provider',
      both(zkForge, tidepool.replace('provider: ashby', 'provider: workday')),
      'entry 2 (tidepool-finance) boards[0].provider',
    ],
    [
      'a board token that is a path',
      both(zkForge, tidepool.replace('board: tidepool', 'board: ../tidepool')),
      'entry 2 (tidepool-finance) boards[0].board',
    ],
    [
      'an unknown field',
      both(zkForge, tidepool.replace('    website:', '    logo: https://x.example/l.png\n    website:')),
      'entry 2 (tidepool-finance) company',
    ],
    [
      'a careers page on a private network',
      both(zkForge.replace('https://zkforge.example/careers', 'https://10.0.0.7/careers'), tidepool),
      'entry 1 (zk-forge) boards[1].board',
    ],
    [
      'a stand-in path outside the stand-in file',
      both(zkForge.replace('"https://zkforge.example/careers"', '/careers/zkforge'), tidepool),
      'entry 1 (zk-forge) boards[1].board',
    ],
    ['text that is not YAML', '- company: {name: [unclosed', 'line 1'],
  ])('refuses %s, naming the file, the entry and the field, and writes nothing', async (_what, text, field) => {
    await loadSources(env.DB, [file(zkForge)], T1);
    const before = { companies: await companies(), sources: await sources() };
    const error = await loadSources(env.DB, [file(text)], T2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentFileError);
    expect((error as ContentFileError).message).toMatch(new RegExp(`^${FILE}: ${field.replace(/[()[\]]/g, '\\$&')}: `));
    expect({ companies: await companies(), sources: await sources() }).toEqual(before);
  });

  it('refuses a company or a board listed twice across files', async () => {
    await expect(loadSources(env.DB, [file(zkForge), file(zkForge, 'content/sources/standin.yaml')])).rejects.toThrow(
      'content/sources/standin.yaml: entry 1 (zk-forge) company.slug: "zk-forge" is already listed in content/sources/sources.yaml',
    );
    const otherCompany = zkForge.replace('slug: zk-forge', 'slug: zk-forge-two');
    await expect(loadSources(env.DB, [file(zkForge), file(otherCompany, 'content/sources/standin.yaml')])).rejects.toThrow(
      'greenhouse:zkforge is already listed in content/sources/sources.yaml',
    );
  });

  it('takes a stand-in path in the stand-in file, and an empty file as no entries', async () => {
    const standin: SourcesFile = {
      path: 'content/sources/standin.yaml',
      text: zkForge.replace('"https://zkforge.example/careers"', '/careers/zkforge'),
      standin: true,
    };
    expect(await loadSources(env.DB, [standin, file('# nothing yet\n')], T1)).toEqual({ companies: 1, sources: 2 });
    expect(await source('jsonld:/careers/zkforge')).toMatchObject({ status: 'active' });
  });
});
