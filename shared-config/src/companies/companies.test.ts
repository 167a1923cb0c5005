import { describe, expect, it } from 'vitest';
import { serializeJsonForScript } from '../meta/job-posting';
import {
  COMPANY_ECOSYSTEMS,
  claimMessage,
  companyPath,
  companyProfileInputSchema,
  ecosystemLabel,
  isEcosystemId,
  organizationJsonLd,
} from './index';

const valid = {
  slug: 'zk-forge',
  about: 'We build provers.\n\nAnd tooling.',
  website: 'https://zkforge.example',
  logo: '/media/logos/' + 'a'.repeat(64) + '.png',
  socials: { x: 'https://x.com/zkforge', github: 'https://github.com/zkforge' },
  ecosystems: ['ethereum', 'starknet'],
};

describe('companies vocabulary', () => {
  it('has unique ecosystem ids with labels', () => {
    const ids = COMPANY_ECOSYSTEMS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isEcosystemId('starknet')).toBe(true);
    expect(isEcosystemId('dogecoin-classic')).toBe(false);
    expect(ecosystemLabel('bnb-chain')).toBe('BNB Chain');
  });

  it('fills the domain into claim messages', () => {
    expect(claimMessage('wrong-domain', 'zkforge.example')).toContain('zkforge.example');
    expect(claimMessage('signed-out', null)).not.toContain('{domain}');
  });

  it('encodes a slug in its path', () => {
    expect(companyPath('zk-forge')).toBe('/companies/zk-forge');
  });
});

describe('companyProfileInputSchema', () => {
  it('accepts https links and an uploaded logo path', () => {
    expect(companyProfileInputSchema.parse(valid).website).toBe('https://zkforge.example');
    expect(companyProfileInputSchema.safeParse({ ...valid, logo: 'https://cdn.zkforge.example/logo.png' }).success).toBe(true);
  });

  it.each([
    ['http website', { website: 'http://zkforge.example' }],
    ['javascript website', { website: 'javascript:alert(1)' }],
    ['credentials in a link', { website: 'https://user:pw@zkforge.example' }],
    ['http social', { socials: { x: 'http://x.com/zkforge' } }],
    ['data logo', { logo: 'data:image/png;base64,AAAA' }],
    ['another site path as logo', { logo: '/media/other/x.png' }],
    ['unknown social key', { socials: { myspace: 'https://myspace.com/zk' } }],
    ['unknown ecosystem', { ecosystems: ['dogecoin-classic'] }],
    ['a repeated ecosystem', { ecosystems: ['ethereum', 'ethereum'] }],
    ['control characters in about', { about: 'a\u0000b' }],
    ['an uppercase slug', { slug: 'ZK-Forge' }],
  ])('refuses %s', (_name, change) => {
    expect(companyProfileInputSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('organizationJsonLd', () => {
  it('names the company, its page, logo, about and sameAs', () => {
    const ld = organizationJsonLd(
      { slug: 'zk-forge', name: 'ZK Forge', logo: '/media/logos/x.png', about: 'Provers.', sameAs: ['https://zkforge.example'] },
      'https://chainwork.example/',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ZK Forge',
      url: 'https://chainwork.example/companies/zk-forge',
      logo: 'https://chainwork.example/media/logos/x.png',
      description: 'Provers.',
      sameAs: ['https://zkforge.example'],
    });
  });

  it('serialises a name that tries to close the script safely', () => {
    const ld = organizationJsonLd(
      { slug: 'x', name: '</script><script>alert(1)</script>', logo: null, about: '', sameAs: [] },
      'https://c.example',
    );
    const text = serializeJsonForScript(ld);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(ld);
    expect(ld).not.toHaveProperty('logo');
    expect(ld).not.toHaveProperty('sameAs');
  });
});
