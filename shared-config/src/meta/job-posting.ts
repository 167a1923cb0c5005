import {
  DEFAULT_EMPLOYMENT_TYPE,
  JOB_VALIDITY_MS,
  REMOTE_LOCATION_LABEL,
  REMOTE_LOCATION_MARKER,
  SALARY_CURRENCY,
  SALARY_UNIT,
  SITE_NAME,
  describeLocation,
  jobPath,
} from '@chainwork/shared-config';
import { canonicalUrl } from './canonical';
import { markdownToPlainText } from './description';

/** The job fields page metadata reads (docs/product-requirements.md#job-fields), plus optional extras Google uses. */
export interface JobForMeta {
  Title: string;
  Company: string;
  Description: string;
  Date: Date;
  Pretty_url: string;
  Location: string;
  standardized_location: string;
  numeric_salary: number | null;
  employmentType?: string | null;
  companyLogo?: string | null;
  companyUrl?: string | null;
  /** Pay as the company published it (an imported job's currency and interval), when not yearly USD. */
  pay?: { currency: string; interval: string; min: number; max: number } | null;
}

export function isRemote(standardizedLocation: string): boolean {
  return standardizedLocation.toLowerCase().includes(REMOTE_LOCATION_MARKER);
}

/** Date + 30 days (docs/product-requirements.md#job-structured-data). */
export function validThrough(date: Date): Date {
  return new Date(date.getTime() + JOB_VALIDITY_MS);
}

export function isExpired(date: Date, now: Date = new Date()): boolean {
  return validThrough(date).getTime() <= now.getTime();
}

/**
 * schema.org JobPosting for a job page (docs/product-requirements.md#job-structured-data), with the fields Google for Jobs
 * requires. URLs are built from the configured site URL only.
 */
export function jobPostingJsonLd(job: JobForMeta, siteUrl: string): Record<string, unknown> {
  const remote = isRemote(job.standardized_location);
  const location = remote ? REMOTE_LOCATION_LABEL : job.Location;
  const place = describeLocation(job.standardized_location);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.Title,
    description: markdownToPlainText(job.Description),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.Pretty_url },
    url: canonicalUrl(siteUrl, jobPath(job.Pretty_url)),
    datePosted: job.Date.toISOString(),
    validThrough: validThrough(job.Date).toISOString(),
    employmentType: job.employmentType || DEFAULT_EMPLOYMENT_TYPE,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.Company,
      ...(job.companyUrl ? { sameAs: job.companyUrl } : {}),
      ...(job.companyLogo ? { logo: job.companyLogo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: location,
        ...(!remote && place?.countryCode ? { addressCountry: place.countryCode } : {}),
      },
    },
  };
  if (remote) {
    ld.jobLocationType = 'TELECOMMUTE';
    if (place && place.kind !== 'anywhere') {
      ld.applicantLocationRequirements =
        place.kind === 'country' ? { '@type': 'Country', name: place.name } : { '@type': 'AdministrativeArea', name: place.name };
    }
  }
  if (job.pay) {
    // As published: the yearly USD figure of such a job is a reference-rate conversion for the filter, not its pay.
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.pay.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.pay.min, maxValue: job.pay.max, unitText: job.pay.interval.toUpperCase() },
    };
  } else if (job.numeric_salary != null && Number.isFinite(job.numeric_salary)) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: SALARY_CURRENCY,
      value: { '@type': 'QuantitativeValue', value: job.numeric_salary, unitText: SALARY_UNIT },
    };
  }
  return ld;
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>`, `&`, U+2028 and
 * U+2029 become \u escapes, so no field can close the tag or open a comment, and
 * JSON.parse of the script text gives back the exact object.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
