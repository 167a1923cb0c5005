import { z } from 'zod';
import { COMPANY_SEARCH_MAX, ECOSYSTEM_IDS, type EcosystemId } from '@chainwork/shared-config/companies';

/** What the directory shows, as its URL says: `?q=forge&ecosystem=starknet&hiring=1`. */
export interface DirectoryParams {
  q?: string;
  ecosystem?: EcosystemId;
  hiring?: true;
}

/**
 * The URL is typed by anyone: each key is kept only when it is valid (a bad one is dropped,
 * never the others), so a hand-edited link still lists companies instead of an error.
 */
const KEYS = {
  q: z.string().trim().min(1).max(COMPANY_SEARCH_MAX),
  ecosystem: z.enum(ECOSYSTEM_IDS),
  hiring: z.literal('1'),
};

export function parseDirectoryParams(params: URLSearchParams): DirectoryParams {
  const result: DirectoryParams = {};
  const q = KEYS.q.safeParse(params.get('q') ?? '');
  if (q.success) result.q = q.data;
  const ecosystem = KEYS.ecosystem.safeParse(params.get('ecosystem'));
  if (ecosystem.success) result.ecosystem = ecosystem.data;
  if (KEYS.hiring.safeParse(params.get('hiring')).success) result.hiring = true;
  return result;
}

/** The query string of `state`, keys in one order so equal states give equal URLs. */
export function directorySearch(state: DirectoryParams): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.ecosystem) params.set('ecosystem', state.ecosystem);
  if (state.hiring) params.set('hiring', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}
