import { describe, expect, it } from 'vitest';
import { COMPANY_SEARCH_MAX } from '@chainwork/shared-config/companies';
import { directorySearch, parseDirectoryParams } from './directory-params';

const parse = (query: string) => parseDirectoryParams(new URLSearchParams(query));

describe('the directory’s URL', () => {
  it('reads the search, the ecosystem and the hiring switch, and writes them back in one order', () => {
    const state = parse('hiring=1&ecosystem=starknet&q=%20forge%20');
    expect(state).toEqual({ q: 'forge', ecosystem: 'starknet', hiring: true });
    expect(directorySearch(state)).toBe('?q=forge&ecosystem=starknet&hiring=1');
    expect(directorySearch({})).toBe('');
  });

  it('drops only the keys a hand-edited link got wrong', () => {
    expect(parse('q=dao&ecosystem=not-a-chain&hiring=yes')).toEqual({ q: 'dao' });
    expect(parse(`q=${'a'.repeat(COMPANY_SEARCH_MAX + 1)}&ecosystem=solana`)).toEqual({ ecosystem: 'solana' });
    expect(parse('q=%20%20')).toEqual({});
  });
});
