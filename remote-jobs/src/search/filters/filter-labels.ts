import { CITIES, COUNTRIES, REGIONS, REMOTE_ANY, REMOTE_WORLDWIDE, type DatePosted } from '@chainwork/shared-config';
import { usdCompact } from '../../format/numbers';

/** Words for every filter value the URL can hold; the values themselves are the api's. */

const remoteNames = new Map<string, string>([
  [REMOTE_ANY, 'Any remote'],
  [REMOTE_WORLDWIDE, 'Worldwide'],
  ...REGIONS.map((r) => [r.id, r.name] as const),
  ...COUNTRIES.map((c) => [c.code, c.name] as const),
]);
const cityNames = new Map(CITIES.map((c) => [c.id, c.name]));

export const POSTED_LABELS: Record<DatePosted, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

export function remoteScopeLabel(scope: string): string {
  return remoteNames.get(scope) ?? scope;
}

export function cityLabel(id: string): string {
  return cityNames.get(id) ?? id;
}

/** "$100K+": a minimum annual salary. */
export function salaryFloorLabel(floor: number): string {
  return `${usdCompact(floor, 0)}+`;
}

/** A company slug as words, for a company the facet list does not name (lumen-labs -> Lumen Labs). */
export function companyLabelFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}
