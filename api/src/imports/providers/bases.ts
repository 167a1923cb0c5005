import type { ApiSettings } from '../../config/settings';
import type { ProviderBases } from './provider';

/** The providers' public API hosts. */
export const PRODUCTION_BASES: ProviderBases = {
  greenhouse: 'https://boards-api.greenhouse.io',
  lever: 'https://api.lever.co',
  ashby: 'https://api.ashbyhq.com',
  jsonld: null,
};

/**
 * Production hosts, or every provider under `{IMPORT_STANDIN_URL}/{provider}` when the local
 * stand-in is set (settings refuse it on a public site): `{standin}/greenhouse/v1/boards/...`,
 * `{standin}/lever/v0/postings/...`, `{standin}/ashby/posting-api/...`; careers pages are paths
 * on the stand-in itself (`/careers/zkforge` -> `{standin}/careers/zkforge`), as the stand-in
 * serves them (scripts/standin-boards/server.ts).
 */
export function providerBases(settings: Pick<ApiSettings, 'importStandinUrl'>): ProviderBases {
  const standin = settings.importStandinUrl;
  if (!standin) return PRODUCTION_BASES;
  return { greenhouse: `${standin}/greenhouse`, lever: `${standin}/lever`, ashby: `${standin}/ashby`, jsonld: standin };
}
