import { CITIES, COUNTRIES, type RegionId } from '@chainwork/shared-config';

/**
 * The words that name the board's places in providers' location texts. Names match in any case;
 * abbreviations ("US", "UK", "EU", "SF") only in capitals, so "join us" names no country.
 */
export interface PlaceWord {
  pattern: RegExp;
  /** A region id, a country code or a city id of shared-config's vocabulary. */
  id: string;
  /**
   * False when the words span more than the id (EMEA is read as Europe, the Americas as North
   * America): the page then shows the published words, not the vocabulary's name.
   */
  exact: boolean;
}

const edge = (words: string) => String.raw`(?<![\p{L}\p{N}])(?:${words})(?![\p{L}\p{N}])`;
const names = (words: string) => new RegExp(edge(words), 'iu');
const capitals = (words: string) => new RegExp(edge(words), 'u');

/**
 * EMEA is read as Europe: the vocabulary holds one region per job, EMEA hiring is overwhelmingly
 * European (time zones, employment set-ups), and Europe is narrower than EMEA, so the job is
 * shown to people it is open to and to none it is not; readers elsewhere in EMEA see "EMEA" in
 * the words. "Americas" and "AMER" follow the same rule with North America.
 */
export const REGION_WORDS: ReadonlyArray<{ pattern: RegExp; id: RegionId; exact: boolean }> = [
  { pattern: names('europe|european union|european economic area'), id: 'europe', exact: true },
  { pattern: capitals('EU|EEA'), id: 'europe', exact: true },
  { pattern: capitals('EMEA'), id: 'europe', exact: false },
  { pattern: names('north america|northern america'), id: 'north-america', exact: true },
  { pattern: capitals('NA|NAMER'), id: 'north-america', exact: true },
  { pattern: names('the americas|americas'), id: 'north-america', exact: false },
  { pattern: capitals('AMER|AMERS'), id: 'north-america', exact: false },
  { pattern: names('latin america'), id: 'latin-america', exact: true },
  { pattern: capitals('LATAM|LatAm'), id: 'latin-america', exact: true },
  { pattern: names('south america|central america'), id: 'latin-america', exact: false },
  { pattern: names('asia[- ]pacific'), id: 'asia-pacific', exact: true },
  { pattern: capitals('APAC|APJ'), id: 'asia-pacific', exact: true },
  { pattern: names('asia'), id: 'asia-pacific', exact: false },
  { pattern: names('middle east (?:and|&) africa'), id: 'middle-east-africa', exact: true },
  { pattern: names('middle east|africa'), id: 'middle-east-africa', exact: false },
  { pattern: capitals('MENA|MEA'), id: 'middle-east-africa', exact: false },
];

/** Further names of the countries, and their capitals-only abbreviations. */
const COUNTRY_ALIASES: Readonly<Record<string, { names?: string; capitals?: string }>> = {
  us: { names: 'united states of america|united states|u\\.s\\.a\\.|u\\.s\\.', capitals: 'US|USA' },
  gb: { names: 'great britain|britain|england|scotland|wales|northern ireland', capitals: 'UK|U\\.K\\.|GB' },
  de: { names: 'deutschland' },
  ch: { names: 'schweiz|suisse|svizzera' },
  nl: { names: 'the netherlands|holland' },
  es: { names: 'españa|espana' },
  br: { names: 'brasil' },
  mx: { names: 'méxico' },
  kr: { names: 'korea|republic of korea' },
  ae: { capitals: 'UAE' },
};

/** States and provinces, so "Austin, Texas" and "London, Ontario" name their country. Not Georgia (a country too). */
const REGIONS_OF_COUNTRIES: Readonly<Record<string, string>> = {
  us:
    'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|hawaii|idaho|illinois|indiana|iowa|' +
    'kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|' +
    'nevada|new hampshire|new jersey|new mexico|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|' +
    'rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming',
  ca: 'ontario|quebec|québec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick',
};

export const COUNTRY_WORDS: readonly PlaceWord[] = COUNTRIES.flatMap((country) => {
  const aliases = COUNTRY_ALIASES[country.code];
  const words: PlaceWord[] = [{ pattern: names(country.name), id: country.code, exact: true }];
  if (aliases?.names) words.push({ pattern: names(aliases.names), id: country.code, exact: true });
  if (aliases?.capitals) words.push({ pattern: capitals(aliases.capitals), id: country.code, exact: true });
  const regions = REGIONS_OF_COUNTRIES[country.code];
  if (regions) words.push({ pattern: names(regions), id: country.code, exact: false });
  return words;
});

const CITY_ALIASES: Readonly<Record<string, { names?: string; capitals?: string }>> = {
  'new-york': { names: 'new york city|manhattan|brooklyn', capitals: 'NYC' },
  'san-francisco': { capitals: 'SF' },
  zurich: { names: 'zürich|zuerich' },
  'sao-paulo': { names: 'sao paulo' },
  bangalore: { names: 'bengaluru' },
  lisbon: { names: 'lisboa' },
};

export const CITY_WORDS: readonly PlaceWord[] = CITIES.flatMap((city) => {
  const aliases = CITY_ALIASES[city.id];
  const words: PlaceWord[] = [{ pattern: names(city.name), id: city.id, exact: true }];
  if (aliases?.names) words.push({ pattern: names(aliases.names), id: city.id, exact: true });
  if (aliases?.capitals) words.push({ pattern: capitals(aliases.capitals), id: city.id, exact: true });
  return words;
});

export const REMOTE_WORDS = names('remote(?:ly)?|work from home|wfh|distributed|telecommute|anywhere|worldwide|world-wide|global(?:ly)?');
/** Remote with no limit. */
export const WORLDWIDE_WORDS = names('anywhere|worldwide|world-wide|global(?:ly)?|international(?:ly)?|all countries');
export const HYBRID_WORDS = names('hybrid');
/** Words in a remote location text that name no place: what is left after them must be a place. */
export const FILLER_WORDS = new RegExp(
  edge(
    'remote(?:ly)?|fully|full|100%|only|based|in|the|from|within|first|friendly|ok|okay|work|home|wfh|distributed|telecommute|' +
      'anywhere|worldwide|world-wide|global(?:ly)?|international(?:ly)?|all|countries|location|locations|or|and|any|time ?zones?|hybrid|on-?site|office',
  ),
  'giu',
);
