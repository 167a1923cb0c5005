import { COUNTRIES, describeLocation } from '@chainwork/shared-config';
import type { RawPosting } from '../types';
import { oneLine } from './one-line';
import {
  CITY_WORDS,
  COUNTRY_WORDS,
  FILLER_WORDS,
  HYBRID_WORDS,
  REGION_WORDS,
  REMOTE_WORDS,
  WORLDWIDE_WORDS,
  type PlaceWord,
} from './place-words';

/** A location label longer than this is cut at a word (providers' texts are a few words; hostile ones are not). */
export const LOCATION_LABEL_MAX = 160;

export interface NormalisedLocation {
  /** Human words ("Remote (Europe)", "London, United Kingdom (Hybrid)", "Vienna, Austria"). */
  location: string;
  /** shared-config's vocabulary, or null when the place is not in it. */
  standardizedLocation: string | null;
}

/** The word of `words` that comes first in the text. */
function earliest(words: readonly PlaceWord[], text: string): (PlaceWord & { at: number; written: string }) | null {
  let best: (PlaceWord & { at: number; written: string }) | null = null;
  for (const word of words) {
    const match = word.pattern.exec(text);
    if (match && (best === null || match.index < best.at)) best = { ...word, at: match.index, written: match[0] };
  }
  return best;
}

const countryOf = (code: string) => COUNTRIES.find((country) => country.code === code);

/**
 * Remote within a place: the first region or country the text names (narrower than "remote" is
 * always safe: the job is shown only to people it is open to). A plain "Remote" next to a known
 * city or with the provider's country is remote in that country ("Berlin or Remote"), and only
 * with nothing at all to narrow it, or with "Anywhere"/"Worldwide", remote everywhere. A text
 * naming a place outside the vocabulary ("Remote - Austria") is not in it: null.
 */
function remote(text: string, countryCode: string | null): NormalisedLocation | null {
  const place = earliest([...REGION_WORDS, ...COUNTRY_WORDS], text);
  if (place) {
    const id = `remote-${place.id}`;
    const label = place.exact ? describeLocation(id)!.label : `Remote (${place.written})`;
    return { standardizedLocation: id, location: label };
  }
  const city = earliest(CITY_WORDS, text);
  const narrowedTo = city ? describeLocation(city.id)!.countryCode!.toLowerCase() : countryCode;
  if (!WORLDWIDE_WORDS.test(text) && narrowedTo !== null) {
    if (!countryOf(narrowedTo)) return null;
    const id = `remote-${narrowedTo}`;
    return { standardizedLocation: id, location: describeLocation(id)!.label };
  }
  const leftover = text.replace(FILLER_WORDS, ' ').replace(/[^\p{L}]+/gu, '');
  if (leftover !== '') return null;
  return { standardizedLocation: 'remote', location: 'Remote' };
}

/** On site (or hybrid) in a city of the vocabulary, unless the text or the provider names another country. */
function onSite(text: string, countryCode: string | null, hybrid: boolean): NormalisedLocation | null {
  const city = earliest(CITY_WORDS, text);
  if (!city) return null;
  const cityCountry = describeLocation(city.id)!.countryCode!.toLowerCase();
  const namedCountry = earliest(
    COUNTRY_WORDS,
    text.slice(0, city.at) + ' '.repeat(city.written.length) + text.slice(city.at + city.written.length),
  );
  if ((namedCountry && namedCountry.id !== cityCountry) || (countryCode !== null && countryCode !== cityCountry)) return null;
  const label = describeLocation(city.id)!.label;
  return { standardizedLocation: city.id, location: hybrid ? `${label} (Hybrid)` : label };
}

function readOne(text: string, raw: Pick<RawPosting, 'workplace' | 'countryCode'>): NormalisedLocation | null {
  const hybrid = raw.workplace === 'hybrid' || (raw.workplace === null && HYBRID_WORDS.test(text));
  if (raw.workplace === 'remote' || (raw.workplace === null && !hybrid && REMOTE_WORDS.test(text))) return remote(text, raw.countryCode);
  return onSite(text, raw.countryCode, hybrid);
}

/** The published words, tidied, with the workplace said when the words leave it out. */
function humanWords(texts: string[], raw: Pick<RawPosting, 'workplace' | 'countryCode'>): string {
  const words = texts.join(' · ');
  const country = raw.countryCode ? (countryOf(raw.countryCode)?.name ?? raw.countryCode.toUpperCase()) : null;
  if (words === '') return raw.workplace === 'remote' ? 'Remote' : (country ?? 'Not stated');
  if (raw.workplace === 'remote' && !REMOTE_WORDS.test(words)) return `Remote (${words})`;
  if (raw.workplace === 'hybrid' && !HYBRID_WORDS.test(words)) return `${words} (Hybrid)`;
  return words;
}

/**
 * A posting's location in the board's vocabulary: the first of its texts (the main one, then the
 * further ones) that names a place of it; the words name every place, each as the vocabulary
 * names it when it can. Hybrid is on site for the filter (the words keep "Hybrid"). A posting
 * naming no place of the vocabulary keeps its published words and no standardized location:
 * it matches no location filter, and is never shown as somewhere it is not.
 */
export function normaliseLocation(
  raw: Pick<RawPosting, 'workplace' | 'countryCode' | 'locationText' | 'extraLocations'>,
): NormalisedLocation {
  const texts = [raw.locationText, ...raw.extraLocations]
    .map((text) => oneLine(text, LOCATION_LABEL_MAX))
    .filter((text, i, all) => text !== '' && all.indexOf(text) === i);
  const countryCode = raw.countryCode?.toLowerCase() ?? null;
  const context = { workplace: raw.workplace, countryCode };
  const found = (texts.length > 0 ? texts : ['']).map((text) => readOne(text, context));
  const standardizedLocation = found.find((place) => place !== null)?.standardizedLocation ?? null;
  if (standardizedLocation === null) return { standardizedLocation, location: oneLine(humanWords(texts, context), LOCATION_LABEL_MAX) };
  const labels = found.map((place, i) => place?.location ?? texts[i]!).filter((label, i, all) => all.indexOf(label) === i);
  return { standardizedLocation, location: oneLine(labels.join(' · '), LOCATION_LABEL_MAX) };
}
