/**
 * The content pages' vocabularies (Funding Opportunities, Crypto Events), written once:
 * the api validates data files and inputs against them, the shell labels and filters by them.
 */

/** A value with its label, in display order. */
export interface Term<T extends string = string> {
  value: T;
  label: string;
}

const values = <T extends string>(terms: readonly Term<T>[]): [T, ...T[]] => terms.map((t) => t.value) as [T, ...T[]];

export const DIRECTORY_TYPE_TERMS = [
  { value: 'venture-fund', label: 'Venture fund' },
  { value: 'accelerator', label: 'Accelerator' },
  { value: 'grant-programme', label: 'Grant programme' },
] as const satisfies readonly Term[];
export const DIRECTORY_TYPES = values(DIRECTORY_TYPE_TERMS);
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];

export const FUNDING_STAGE_TERMS = [
  { value: 'pre-seed', label: 'Pre-seed' },
  { value: 'seed', label: 'Seed' },
  { value: 'series-a', label: 'Series A' },
  { value: 'growth', label: 'Growth' },
] as const satisfies readonly Term[];
export const FUNDING_STAGES = values(FUNDING_STAGE_TERMS);
export type FundingStage = (typeof FUNDING_STAGES)[number];

export const FOCUS_AREA_TERMS = [
  { value: 'defi', label: 'DeFi' },
  { value: 'infrastructure', label: 'Infrastructure' },
  { value: 'developer-tools', label: 'Developer tools' },
  { value: 'public-goods', label: 'Public goods' },
  { value: 'dao', label: 'DAOs' },
  { value: 'nft', label: 'NFTs' },
  { value: 'gaming', label: 'Gaming and metaverse' },
  { value: 'data-storage', label: 'Data and storage' },
  { value: 'security', label: 'Security' },
  { value: 'identity-privacy', label: 'Identity and privacy' },
  { value: 'interoperability', label: 'Interoperability' },
  { value: 'scalability', label: 'Scalability' },
  { value: 'wallets-ux', label: 'Wallets and UX' },
  { value: 'payments', label: 'Payments' },
  { value: 'consumer', label: 'Consumer apps' },
  { value: 'community', label: 'Education and community' },
  { value: 'desci', label: 'DeSci' },
  { value: 'media', label: 'Media and video' },
] as const satisfies readonly Term[];
export const FOCUS_AREAS = values(FOCUS_AREA_TERMS);
export type FocusArea = (typeof FOCUS_AREAS)[number];

export const ECOSYSTEM_TERMS = [
  { value: 'multi-chain', label: 'Multi-chain' },
  { value: 'ethereum', label: 'Ethereum' },
  { value: 'bitcoin', label: 'Bitcoin' },
  { value: 'solana', label: 'Solana' },
  { value: 'polkadot', label: 'Polkadot' },
  { value: 'cosmos', label: 'Cosmos' },
  { value: 'filecoin', label: 'Filecoin' },
  { value: 'tezos', label: 'Tezos' },
  { value: 'zcash', label: 'Zcash' },
] as const satisfies readonly Term[];
export const ECOSYSTEMS = values(ECOSYSTEM_TERMS);
export type Ecosystem = (typeof ECOSYSTEMS)[number];

export const EVENT_KIND_TERMS = [
  { value: 'conference', label: 'Conference' },
  { value: 'hackathon', label: 'Hackathon' },
  { value: 'meetup', label: 'Meetup' },
] as const satisfies readonly Term[];
export const EVENT_KINDS = values(EVENT_KIND_TERMS);
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_FORMAT_TERMS = [
  { value: 'in-person', label: 'In person' },
  { value: 'online', label: 'Online' },
  { value: 'hybrid', label: 'In person and online' },
] as const satisfies readonly Term[];
export const EVENT_FORMATS = values(EVENT_FORMAT_TERMS);
export type EventFormat = (typeof EVENT_FORMATS)[number];

export const EVENT_REGION_TERMS = [
  { value: 'europe', label: 'Europe' },
  { value: 'north-america', label: 'North America' },
  { value: 'latin-america', label: 'Latin America' },
  { value: 'asia-pacific', label: 'Asia-Pacific' },
  { value: 'middle-east-africa', label: 'Middle East and Africa' },
  { value: 'online', label: 'Online' },
] as const satisfies readonly Term[];
export const EVENT_REGIONS = values(EVENT_REGION_TERMS);
export type EventRegion = (typeof EVENT_REGIONS)[number];

/** The label of a vocabulary value; the value itself if unknown (never blank). */
export function termLabel(terms: readonly Term[], value: string): string {
  return terms.find((t) => t.value === value)?.label ?? value;
}
