import { describe, expect, it } from 'vitest';
import { resolveTarget } from './target';

const creds = { CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'a' };

describe('resolveTarget', () => {
  it('uses Cloudflare when its credentials are set, the local state otherwise', () => {
    expect(resolveTarget('auto', creds)).toBe('remote');
    expect(resolveTarget('auto', { CLOUDFLARE_API_TOKEN: 't' })).toBe('local');
    expect(resolveTarget('auto', {})).toBe('local');
  });

  it('obeys --local even with credentials', () => {
    expect(resolveTarget('local', creds)).toBe('local');
  });

  it('refuses --remote without credentials', () => {
    expect(() => resolveTarget('remote', {})).toThrow('CLOUDFLARE_API_TOKEN');
  });
});
