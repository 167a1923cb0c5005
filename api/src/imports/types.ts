import type { EmploymentType, Seniority } from '@chainwork/shared-config';
import type { PayInterval } from '@chainwork/shared-config/pay';

/** The job boards a source can be (docs/imports.md). */
export const PROVIDERS = ['greenhouse', 'lever', 'ashby', 'jsonld'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const PROVIDER_LABELS: Record<Provider, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  jsonld: 'careers page',
};

/** Pay intervals are shared-config's (the pages format pay with them too). */
export { PAY_INTERVALS, type PayInterval } from '@chainwork/shared-config/pay';

/** Pay as a provider's structured fields state it, in currency units (never cents). */
export interface StructuredPay {
  /** ISO 4217, upper case. */
  currency: string;
  /** Null when the provider does not say (Greenhouse's pay ranges): the text may tell. */
  interval: PayInterval | null;
  min: number | null;
  max: number | null;
}

/** One posting as the provider published it, checked against the provider's format, not yet normalised. */
export interface RawPosting {
  /** The provider's id of the posting, stable across fetches. */
  externalId: string;
  title: string;
  /** HTML, decoded once (Greenhouse's entity-escaped `content` is unescaped here), not yet sanitised. */
  descriptionHtml: string;
  /** The location as published ("Remote - United States", "Berlin, Germany"). */
  locationText: string;
  /** Further locations (Lever's allLocations, Ashby's secondaryLocations). */
  extraLocations: string[];
  /** What the provider states about the workplace, if anything. */
  workplace: 'remote' | 'hybrid' | 'onsite' | null;
  /** ISO 3166 alpha-2, lower case, where the provider gives one. */
  countryCode: string | null;
  /** The provider's own words for the employment type ("Full-time", "FullTime", "FULL_TIME"). */
  employmentText: string | null;
  pay: StructuredPay | null;
  /** A pay text the provider keeps apart from the description (Lever's salaryDescriptionPlain, Ashby's summary). */
  payText: string | null;
  /** The source's own apply page. */
  applyUrl: string;
  /** The posting's page at the source. */
  jobUrl: string;
  publishedAt: Date | null;
  updatedAt: Date | null;
  department: string | null;
}

export type FetchOutcome =
  | { kind: 'not-modified' }
  /** The answer is byte for byte the last one imported (KnownAnswer.bodyHash): read as "not modified", with the answer's validators. */
  | { kind: 'same-body'; etag: string | null; lastModified: string | null }
  | {
      kind: 'ok';
      /** The postings read (checked by the provider's schema), not those in `unchanged`. */
      postings: RawPosting[];
      etag: string | null;
      lastModified: string | null;
      /** The answer's hash, for the next fetch's KnownAnswer (null when the board is not one answer). */
      bodyHash?: string | null;
      /** Postings listed exactly as KnownAnswer.items has them, in no particular order: not read again. */
      unchanged?: readonly string[];
      /** Each read posting's raw hash, by external id (for the next fetch's KnownAnswer). */
      rawHashes?: ReadonlyMap<string, string>;
    };

/**
 * What the last import of a source read, as hashes of the raw bytes (migration 0020), so a fetch
 * skips what did not change before parsing it. `salt` goes into every hash (the normaliser's
 * version: a new normaliser reads everything again).
 */
export interface KnownAnswer {
  salt: string;
  /** The whole answer's hash, or null. */
  bodyHash: string | null;
  /** Each open posting's raw hash, by external id. */
  items: ReadonlyMap<string, string>;
}

/** Pay as published, plus the yearly USD figures the salary filter reads. */
export interface NormalisedPay {
  currency: string;
  interval: PayInterval;
  min: number;
  max: number;
  /** Annualised and converted at shared-config's reference rates, whole dollars. */
  usdYearlyMin: number;
  usdYearlyMax: number;
}

/** A posting in the board's own terms: what the pipeline writes to `jobs`. */
export interface NormalisedJob {
  externalId: string;
  title: string;
  employmentType: EmploymentType;
  seniority: Seniority | null;
  /** Human words shown on the page ("Remote (Europe)", "Vienna, Austria"). */
  location: string;
  /** shared-config's location vocabulary, or null when the place is not in it. */
  standardizedLocation: string | null;
  pay: NormalisedPay | null;
  tags: string[];
  /** Sanitised markdown, by the rules posted jobs follow. */
  descriptionMd: string;
  applyUrl: string;
  jobUrl: string;
  publishedAt: Date | null;
}

/**
 * A source that cannot be read: its jobs are left as they are and the message is its health's
 * last error, shown to moderators (and to the employer testing a board). Never a stack or a body dump.
 */
export class SourceError extends Error {
  constructor(
    message: string,
    /** 'unreachable' and 'http' may pass; 'format' needs a person (the provider changed, or the board is wrong). */
    readonly kind: 'unreachable' | 'http' | 'format' | 'refused',
  ) {
    super(message);
    this.name = 'SourceError';
  }
}
