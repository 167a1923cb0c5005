import { CITIES, COUNTRIES, REGIONS, describeLocation, type LocationDescription, type RegionId } from '@chainwork/shared-config';
import type { Company } from './companies';
import { hashString, type Random } from './prng';

/** Where a seeded job may be done, always from the shared-config vocabulary. */
export interface Place {
  standardized: string;
  /** The human words of `Location`, consistent with `standardized` ('Remote (Europe)'). */
  label: string;
  description: LocationDescription;
  /** Scales salaries to the local market. */
  payFactor: number;
}

const COUNTRY_PAY: Record<string, number> = {
  us: 1.1,
  ca: 0.9,
  gb: 0.95,
  de: 0.85,
  fr: 0.85,
  ch: 1.1,
  pt: 0.7,
  nl: 0.85,
  es: 0.7,
  br: 0.5,
  ar: 0.5,
  mx: 0.5,
  sg: 0.95,
  jp: 0.85,
  kr: 0.8,
  in: 0.45,
  au: 0.9,
  hk: 0.95,
  ae: 0.95,
  za: 0.5,
};
const REGION_PAY: Record<RegionId, number> = {
  europe: 0.85,
  'north-america': 1.05,
  'latin-america': 0.55,
  'asia-pacific': 0.8,
  'middle-east-africa': 0.7,
};

/** The company's office city, fixed per company. */
export function headquarters(company: Company): string {
  return CITIES[hashString(company.slug) % CITIES.length]!.id;
}

/**
 * About 70% remote (anywhere, within a region, within a country) and 30% on site,
 * mostly at the company's own office.
 */
export function pickPlace(random: Random, company: Company): Place {
  if (random.chance(0.7)) {
    const scope = random.weighted([
      ['anywhere', 45],
      ['region', 30],
      ['country', 25],
    ] as const);
    if (scope === 'anywhere') return place('remote', 1);
    if (scope === 'region') {
      const region = random.pick(REGIONS);
      return place(`remote-${region.id}`, REGION_PAY[region.id]);
    }
    const country = random.pick(COUNTRIES);
    return place(`remote-${country.code}`, COUNTRY_PAY[country.code] ?? 1);
  }
  const cityId = random.chance(0.75) ? headquarters(company) : random.pick(CITIES).id;
  const city = CITIES.find((c) => c.id === cityId)!;
  return place(city.id, COUNTRY_PAY[city.country] ?? 1);
}

function place(standardized: string, payFactor: number): Place {
  const description = describeLocation(standardized);
  if (!description) throw new Error(`Seed picked a location outside the vocabulary: ${standardized}`);
  return { standardized, label: description.label, description, payFactor };
}
