import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Identity } from '@chainwork/shared-config';
import { seedJobs, testJob } from '../../test/fixtures';
import { companiesCaller, outsider, resetCompanies, zkEngineer, zkHiring } from '../../test/companies';
import { claimStateOf, emailIsAtDomain } from './claim-rules';

const as = (identity: Identity | null) => companiesCaller(identity);
const person = (userId: string, email: string): Identity => ({ userId, email, roles: ['employer'] });

async function seedZkForge(): Promise<void> {
  await resetCompanies();
  await seedJobs([
    testJob('zk-prover', { company: 'ZK Forge', companyUrl: 'https://www.zkforge.example/about' }),
    testJob('proton-role', { company: 'Proton', companyUrl: 'https://proton.me' }),
    testJob('siteless-role', { company: 'Siteless', companyUrl: undefined }),
  ]);
}

const profile = {
  slug: 'zk-forge',
  about: 'We build provers.',
  website: 'https://zkforge.example',
  logo: `/media/logos/${'a'.repeat(64)}.png`,
  socials: { x: 'https://x.com/zkforge' },
  ecosystems: ['ethereum' as const, 'starknet' as const],
};

describe('the claim rule', () => {
  it.each([
    ['hiring@zkforge.example', true],
    ['eng@team.zkforge.example', true],
    ['HR@ZKFORGE.EXAMPLE', true],
    ['x@zkforge.example.evil.com', false],
    ['x@evilzkforge.example', false],
    ['x@zkforge.examples', false],
    ['x@example', false],
  ])('%s at zkforge.example: %s', (email, expected) => {
    expect(emailIsAtDomain(email, 'zkforge.example')).toBe(expected);
  });

  it('reads the domain without www. from the jobs that made the company', async () => {
    await seedZkForge();
    const row = await env.DB.prepare("SELECT domain FROM companies WHERE slug = 'zk-forge'").first<{ domain: string }>();
    expect(row?.domain).toBe('zkforge.example');
    expect(claimStateOf(null, { domain: null, claimed_by: null })).toBe('no-website');
  });
});

describe('companies.claimStatus and companies.claim', () => {
  beforeEach(seedZkForge);

  it('tells each visitor where they stand', async () => {
    const status = (identity: Identity | null, slug = 'zk-forge') => as(identity).companies.claimStatus({ slug });
    expect(await status(null)).toEqual({ state: 'signed-out', domain: 'zkforge.example' });
    expect(await status(zkHiring)).toEqual({ state: 'claimable', domain: 'zkforge.example' });
    expect((await status(outsider)).state).toBe('wrong-domain');
    expect((await status(person('g', 'founder@gmail.com'))).state).toBe('free-mail');
    expect((await status(zkHiring, 'siteless')).state).toBe('no-website');
    await expect(status(zkHiring, 'no-such-company')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await as(zkHiring).companies.claim({ slug: 'zk-forge' });
    expect((await status(zkHiring)).state).toBe('claimed-by-you');
    expect((await status(zkEngineer)).state).toBe('claimed-by-other');
    expect((await status(null)).state).toBe('claimed-by-other');
  });

  it('lets a person at the domain (or a subdomain) claim, and shows the badge', async () => {
    const claimed = await as(zkEngineer).companies.claim({ slug: 'zk-forge' });
    expect(claimed).toMatchObject({ slug: 'zk-forge', verified: true });
    const row = await env.DB.prepare("SELECT claimed_by, claimed_email FROM companies WHERE slug = 'zk-forge'").first();
    expect(row).toEqual({ claimed_by: zkEngineer.userId, claimed_email: zkEngineer.email });
    expect((await as(null).companies.list({})).items.find((c) => c.slug === 'zk-forge')?.verified).toBe(true);
    // Claiming again is a no-op for the claimant.
    await expect(as(zkEngineer).companies.claim({ slug: 'zk-forge' })).resolves.toMatchObject({ verified: true });
  });

  it('refuses signed-out visitors, free-mail, other domains and lookalike domains', async () => {
    await expect(as(null).companies.claim({ slug: 'zk-forge' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const email of ['founder@gmail.com', 'x@zkforge.example.evil.com', 'x@evilzkforge.example', 'someone@other.example']) {
      await expect(as(person(`u-${email}`, email)).companies.claim({ slug: 'zk-forge' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    // A free-mail provider's own company cannot be claimed with one of its addresses either.
    await expect(as(person('p', 'hr@proton.me')).companies.claim({ slug: 'proton' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(zkHiring).companies.claim({ slug: 'siteless' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const row = await env.DB.prepare('SELECT count(*) AS n FROM companies WHERE claimed_by IS NOT NULL').first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it('gives a company to exactly one of two people claiming it at once', async () => {
    for (let round = 0; round < 10; round += 1) {
      await env.DB.prepare("UPDATE companies SET claimed_by = NULL, claimed_email = NULL, claimed_at = NULL WHERE slug = 'zk-forge'").run();
      const results = await Promise.allSettled([
        as(zkHiring).companies.claim({ slug: 'zk-forge' }),
        as(zkEngineer).companies.claim({ slug: 'zk-forge' }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toMatchObject({ code: 'CONFLICT' });
      const winner = results[0]!.status === 'fulfilled' ? zkHiring : zkEngineer;
      const row = await env.DB.prepare("SELECT claimed_by FROM companies WHERE slug = 'zk-forge'").first<{ claimed_by: string }>();
      expect(row?.claimed_by).toBe(winner.userId);
    }
  });
});

describe('companies.updateProfile', () => {
  beforeEach(async () => {
    await seedZkForge();
    await as(zkHiring).companies.claim({ slug: 'zk-forge' });
  });

  it("saves the claimant's edit and answers the new profile", async () => {
    const updated = await as(zkHiring).companies.updateProfile(profile);
    expect(updated).toMatchObject({
      about: 'We build provers.',
      website: 'https://zkforge.example',
      logo: profile.logo,
      socials: { x: 'https://x.com/zkforge' },
      ecosystems: ['ethereum', 'starknet'],
      sameAs: ['https://zkforge.example', 'https://x.com/zkforge'],
    });
    await expect(
      as(zkHiring).companies.updateProfile({ ...profile, logo: 'https://cdn.zkforge.example/logo.svg', website: null }),
    ).resolves.toMatchObject({
      website: null,
      logo: 'https://cdn.zkforge.example/logo.svg',
    });
  });

  it('refuses everyone but the claimant, and changes nothing', async () => {
    await expect(as(null).companies.updateProfile(profile)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(zkEngineer).companies.updateProfile(profile)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(outsider).companies.updateProfile({ ...profile, slug: 'proton' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const row = await env.DB.prepare("SELECT about FROM companies WHERE slug = 'zk-forge'").first<{ about: string }>();
    expect(row?.about).toBe('');
  });

  it('refuses links that are not https, a website off the company domain and unknown ecosystems', async () => {
    const refused = async (change: Record<string, unknown>) =>
      expect(as(zkHiring).companies.updateProfile({ ...profile, ...change } as typeof profile)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    await refused({ website: 'http://zkforge.example' });
    await refused({ website: 'https://zkforge-login.example' });
    await refused({ website: 'https://zkforge.example.evil.com' });
    await refused({ socials: { x: 'javascript:alert(1)' } });
    await refused({ logo: 'http://cdn.example/logo.png' });
    await refused({ logo: '/media/logos/../../secrets.png' });
    await refused({ ecosystems: ['dogecoin'] });
    await refused({ about: 'x'.repeat(2001) });
  });
});
