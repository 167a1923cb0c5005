/**
 * Ashby's public Job Posting API (developers.ashbyhq.com/docs/public-job-posting-api):
 * `GET /posting-api/job-board/{name}?includeCompensation=true` answers `{ apiVersion, jobs }`,
 * the whole board. Quirks of live answers (not the doc's example): addresses nest under
 * `postalAddress`, compensation is per job, and `id` is there. Unlisted jobs are dropped;
 * compensation the employer chose not to show (`shouldDisplayCompensationOnJobPostings: false`)
 * is not taken, though Ashby still sends the numbers.
 */
import { z } from 'zod';
import type { PayInterval, RawPosting, StructuredPay } from '../types';
import { amount, countryCode, currencyCode, distinct, isoTime, text, toDate, webUrl } from './fields';
import { formatError, parseJson } from './format-error';
import type { ProviderAdapter } from './provider';

const optionalText = z.string().nullish();

const postalFields = {
  addressLocality: optionalText,
  addressRegion: optionalText,
  addressCountry: optionalText,
};
/** `{ postalAddress: {...} }` live, the same fields at the top in the doc's example: both read. */
const address = z.object({ postalAddress: z.object(postalFields).nullish(), ...postalFields });

const component = z.object({
  compensationType: z.string(),
  interval: optionalText,
  currencyCode: optionalText,
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
});

const compensation = z.object({
  compensationTierSummary: optionalText,
  scrapeableCompensationSalarySummary: optionalText,
  summaryComponents: z.array(component).nullish(),
  compensationTiers: z.array(z.object({ components: z.array(component).nullish() })).nullish(),
});

const job = z.object({
  // In every live answer, missing from the doc's example.
  id: z.string().min(1),
  title: z.string(),
  department: optionalText,
  team: optionalText,
  employmentType: optionalText,
  location: optionalText,
  secondaryLocations: z.array(z.object({ location: optionalText, address: address.nullish() })).nullish(),
  address: address.nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: optionalText,
  isListed: z.boolean().nullish(),
  descriptionHtml: z.string(),
  publishedAt: isoTime,
  jobUrl: webUrl,
  applyUrl: webUrl,
  shouldDisplayCompensationOnJobPostings: z.boolean().nullish(),
  compensation: compensation.nullish(),
});

const board = z.object({ apiVersion: z.string().nullish(), jobs: z.array(job) });

type Job = z.infer<typeof job>;
type Address = z.infer<typeof address>;
type Component = z.infer<typeof component>;

const INTERVALS: Record<string, PayInterval> = {
  '1 YEAR': 'year',
  '1 MONTH': 'month',
  '1 WEEK': 'week',
  '1 DAY': 'day',
  '1 HOUR': 'hour',
};

/**
 * `isRemote` is true on most hybrid and on-site jobs of some boards, so only `workplaceType`
 * says; when it is null (a third of live jobs) the location words tell downstream.
 */
const WORKPLACES: Record<string, RawPosting['workplace']> = { Remote: 'remote', Hybrid: 'hybrid', OnSite: 'onsite' };

/**
 * The salary (never equity, bonus or commission, which may come first): the summary's salary
 * component, else the tiers' salary components in the first one's currency and interval as
 * one range.
 */
function pay(comp: Job['compensation']): StructuredPay | null {
  const isSalary = (part: Component) => part.compensationType === 'Salary' && currencyCode(part.currencyCode) !== null;
  const summary = comp?.summaryComponents?.find(isSalary);
  const tiers = (comp?.compensationTiers ?? []).flatMap((tier) => tier.components ?? []).filter(isSalary);
  const first = summary ?? tiers[0];
  if (!first) return null;
  const same = summary ? [summary] : tiers.filter((part) => part.currencyCode === first.currencyCode && part.interval === first.interval);
  const mins = same.map((part) => amount(part.minValue)).filter((value) => value !== null);
  const maxes = same.map((part) => amount(part.maxValue)).filter((value) => value !== null);
  if (!mins.length && !maxes.length) return null;
  return {
    currency: currencyCode(first.currencyCode)!,
    interval: INTERVALS[first.interval ?? ''] ?? null,
    min: mins.length ? Math.min(...mins) : null,
    max: maxes.length ? Math.max(...maxes) : null,
  };
}

/** "Berlin, Berlin, Germany" from an address, nested or not. */
function addressText(place: Address | null | undefined): string | null {
  const fields = place?.postalAddress ?? place;
  return text(
    [fields?.addressLocality, fields?.addressRegion, fields?.addressCountry]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', '),
  );
}

function toPosting(entry: Job): RawPosting {
  const locationText = text(entry.location) ?? addressText(entry.address) ?? '';
  const country = entry.address?.postalAddress?.addressCountry ?? entry.address?.addressCountry;
  const shown = entry.shouldDisplayCompensationOnJobPostings !== false;
  return {
    externalId: entry.id,
    title: entry.title,
    descriptionHtml: entry.descriptionHtml,
    locationText,
    extraLocations: distinct(
      (entry.secondaryLocations ?? []).map((place) => text(place.location) ?? addressText(place.address)),
      locationText,
    ),
    workplace: WORKPLACES[entry.workplaceType ?? ''] ?? null,
    // Ashby mostly names countries ("USA"): only a two-letter code is taken, names are left to the location words.
    countryCode: countryCode(country),
    employmentText: text(entry.employmentType),
    pay: shown ? pay(entry.compensation) : null,
    payText: shown ? text(entry.compensation?.scrapeableCompensationSalarySummary ?? entry.compensation?.compensationTierSummary) : null,
    applyUrl: entry.applyUrl,
    jobUrl: entry.jobUrl,
    publishedAt: toDate(entry.publishedAt),
    updatedAt: null,
    department: text(entry.department) ?? text(entry.team),
  };
}

export const ashby: ProviderAdapter = {
  provider: 'ashby',
  body: 'json',
  pageSize: null,
  url: (name, bases) => new URL(`${bases.ashby}/posting-api/job-board/${encodeURIComponent(name)}?includeCompensation=true`),
  parse(body) {
    const parsed = board.safeParse(parseJson('ashby', body));
    if (!parsed.success) throw formatError('ashby', parsed.error);
    return parsed.data.jobs.filter((entry) => entry.isListed !== false).map(toPosting);
  },
};
