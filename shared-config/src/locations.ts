/**
 * The vocabulary of `standardized_location`: where a job may be done.
 *   remote             anywhere in the world
 *   remote-<region>    remote within a region      (remote-europe)
 *   remote-<country>   remote within one country   (remote-us)
 *   <city>             on site in a city           (berlin)
 * The seed, the search filters and the JSON-LD all read this one table.
 */

export interface Country {
  code: string;
  name: string;
  region: RegionId;
}
export type RegionId = 'europe' | 'north-america' | 'latin-america' | 'asia-pacific' | 'middle-east-africa';

export const REGIONS: ReadonlyArray<{ id: RegionId; name: string }> = [
  { id: 'europe', name: 'Europe' },
  { id: 'north-america', name: 'North America' },
  { id: 'latin-america', name: 'Latin America' },
  { id: 'asia-pacific', name: 'Asia-Pacific' },
  { id: 'middle-east-africa', name: 'Middle East & Africa' },
];

export const COUNTRIES: readonly Country[] = [
  { code: 'us', name: 'United States', region: 'north-america' },
  { code: 'ca', name: 'Canada', region: 'north-america' },
  { code: 'gb', name: 'United Kingdom', region: 'europe' },
  { code: 'de', name: 'Germany', region: 'europe' },
  { code: 'fr', name: 'France', region: 'europe' },
  { code: 'ch', name: 'Switzerland', region: 'europe' },
  { code: 'pt', name: 'Portugal', region: 'europe' },
  { code: 'nl', name: 'Netherlands', region: 'europe' },
  { code: 'es', name: 'Spain', region: 'europe' },
  { code: 'br', name: 'Brazil', region: 'latin-america' },
  { code: 'ar', name: 'Argentina', region: 'latin-america' },
  { code: 'mx', name: 'Mexico', region: 'latin-america' },
  { code: 'sg', name: 'Singapore', region: 'asia-pacific' },
  { code: 'jp', name: 'Japan', region: 'asia-pacific' },
  { code: 'kr', name: 'South Korea', region: 'asia-pacific' },
  { code: 'in', name: 'India', region: 'asia-pacific' },
  { code: 'au', name: 'Australia', region: 'asia-pacific' },
  { code: 'hk', name: 'Hong Kong', region: 'asia-pacific' },
  { code: 'ae', name: 'United Arab Emirates', region: 'middle-east-africa' },
  { code: 'za', name: 'South Africa', region: 'middle-east-africa' },
];

export const CITIES: ReadonlyArray<{ id: string; name: string; country: string }> = [
  { id: 'new-york', name: 'New York', country: 'us' },
  { id: 'san-francisco', name: 'San Francisco', country: 'us' },
  { id: 'miami', name: 'Miami', country: 'us' },
  { id: 'austin', name: 'Austin', country: 'us' },
  { id: 'toronto', name: 'Toronto', country: 'ca' },
  { id: 'london', name: 'London', country: 'gb' },
  { id: 'berlin', name: 'Berlin', country: 'de' },
  { id: 'paris', name: 'Paris', country: 'fr' },
  { id: 'zug', name: 'Zug', country: 'ch' },
  { id: 'zurich', name: 'Zurich', country: 'ch' },
  { id: 'lisbon', name: 'Lisbon', country: 'pt' },
  { id: 'amsterdam', name: 'Amsterdam', country: 'nl' },
  { id: 'barcelona', name: 'Barcelona', country: 'es' },
  { id: 'sao-paulo', name: 'São Paulo', country: 'br' },
  { id: 'buenos-aires', name: 'Buenos Aires', country: 'ar' },
  { id: 'singapore', name: 'Singapore', country: 'sg' },
  { id: 'tokyo', name: 'Tokyo', country: 'jp' },
  { id: 'seoul', name: 'Seoul', country: 'kr' },
  { id: 'bangalore', name: 'Bangalore', country: 'in' },
  { id: 'sydney', name: 'Sydney', country: 'au' },
  { id: 'hong-kong', name: 'Hong Kong', country: 'hk' },
  { id: 'dubai', name: 'Dubai', country: 'ae' },
  { id: 'cape-town', name: 'Cape Town', country: 'za' },
];

export type LocationDescription =
  | { kind: 'anywhere'; name: string; label: string }
  | { kind: 'region'; id: RegionId; name: string; label: string }
  | { kind: 'country'; code: string; name: string; label: string; countryCode: string }
  | { kind: 'city'; id: string; name: string; label: string; countryCode: string };

const countryByCode = new Map(COUNTRIES.map((c) => [c.code, c]));
const regionById = new Map(REGIONS.map((r) => [r.id, r]));
const cityById = new Map(CITIES.map((c) => [c.id, c]));

/** Reads a standardized_location; null when it is not in the vocabulary. */
export function describeLocation(standardized: string): (LocationDescription & { countryCode?: string }) | null {
  const value = standardized.toLowerCase();
  if (value === 'remote') return { kind: 'anywhere', name: 'Anywhere', label: 'Remote' };
  if (value.startsWith('remote-')) {
    const scope = value.slice('remote-'.length);
    const region = regionById.get(scope as RegionId);
    if (region) return { kind: 'region', id: region.id, name: region.name, label: `Remote (${region.name})` };
    const country = countryByCode.get(scope);
    if (country)
      return {
        kind: 'country',
        code: country.code,
        name: country.name,
        label: `Remote (${country.name})`,
        countryCode: country.code.toUpperCase(),
      };
    return null;
  }
  const city = cityById.get(value);
  if (!city) return null;
  const country = countryByCode.get(city.country)!;
  return { kind: 'city', id: city.id, name: city.name, label: `${city.name}, ${country.name}`, countryCode: country.code.toUpperCase() };
}

export function isKnownLocation(standardized: string): boolean {
  return describeLocation(standardized) !== null;
}
