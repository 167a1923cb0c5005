/**
 * Where the stand-in's jobs are, as companies write it: remote with and without a region,
 * hybrid and on-site cities of the board's vocabulary (shared-config CITIES) and two outside it
 * (Vienna, Warsaw), which the import must keep as words without inventing a location id.
 */
export type Workplace = 'remote' | 'hybrid' | 'onsite';

export interface Place {
  /** The location as the company writes it on its board. */
  text: string;
  workplace: Workplace;
  city: string | null;
  /** ISO 3166 alpha-2 (upper case, as Lever sends it) and the country's name, where the place has one. */
  country: { code: string; name: string } | null;
  /** A remote job's area as words ("Europe", "United States"), for JSON-LD's applicantLocationRequirements. */
  remoteArea: string | null;
}

const remote = (text: string, remoteArea: string | null, country: Place['country'] = null): Place => ({
  text,
  workplace: 'remote',
  city: null,
  country,
  remoteArea,
});
const city = (text: string, workplace: Workplace, name: string, code: string, countryName: string): Place => ({
  text,
  workplace,
  city: name,
  country: { code, name: countryName },
  remoteArea: null,
});

export const PLACES = {
  'remote-europe': remote('Remote - Europe', 'Europe'),
  'remote-us': remote('Remote (US only)', 'United States', { code: 'US', name: 'United States' }),
  anywhere: remote('Anywhere', null),
  'remote-apac': remote('Remote - APAC', 'Asia-Pacific'),
  'remote-uk': remote('Remote - United Kingdom', 'United Kingdom', { code: 'GB', name: 'United Kingdom' }),
  'remote-latam': remote('Remote - Latin America', 'Latin America'),
  berlin: city('Berlin, Germany', 'hybrid', 'Berlin', 'DE', 'Germany'),
  'new-york': city('New York, NY', 'onsite', 'New York', 'US', 'United States'),
  'san-francisco': city('San Francisco, CA', 'hybrid', 'San Francisco', 'US', 'United States'),
  london: city('London, United Kingdom', 'hybrid', 'London', 'GB', 'United Kingdom'),
  lisbon: city('Lisbon, Portugal', 'hybrid', 'Lisbon', 'PT', 'Portugal'),
  zug: city('Zug, Switzerland', 'onsite', 'Zug', 'CH', 'Switzerland'),
  zurich: city('Zurich, Switzerland', 'hybrid', 'Zurich', 'CH', 'Switzerland'),
  singapore: city('Singapore', 'onsite', 'Singapore', 'SG', 'Singapore'),
  'sao-paulo': city('São Paulo, Brazil', 'hybrid', 'São Paulo', 'BR', 'Brazil'),
  vienna: city('Vienna, Austria', 'onsite', 'Vienna', 'AT', 'Austria'),
  warsaw: city('Warsaw, Poland', 'hybrid', 'Warsaw', 'PL', 'Poland'),
} as const satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;
