/**
 * Lever's Postings API (github.com/lever/postings-api): `GET /v0/postings/{site}?mode=json`
 * answers a bare array of postings, paged by `skip`/`limit` (the default page size is not
 * documented, so we always name one). HTML fields come unescaped; `salaryRange` is in currency
 * units with an interval such as `per-year-salary`; `createdAt` is epoch milliseconds.
 */
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import { z } from 'zod';
import type { PayInterval, RawPosting, StructuredPay } from '../types';
import { amount, countryCode, currencyCode, distinct, text, toDate, webUrl } from './fields';
import { formatError, parseJson } from './format-error';
import type { ProviderAdapter } from './provider';

/** Postings per request; the board is read page by page until a page is shorter than this. */
export const LEVER_PAGE_SIZE = 100;

const optionalText = z.string().nullish();

const posting = z.object({
  id: z.string().min(1),
  text: z.string(),
  categories: z
    .object({
      location: optionalText,
      commitment: optionalText,
      team: optionalText,
      department: optionalText,
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  country: optionalText,
  description: z.string(),
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: optionalText,
  hostedUrl: webUrl,
  applyUrl: webUrl,
  workplaceType: optionalText,
  salaryRange: z.object({ currency: optionalText, interval: optionalText, min: z.number().nullish(), max: z.number().nullish() }).nullish(),
  salaryDescriptionPlain: optionalText,
  createdAt: z.number().nullish(),
});

type Posting = z.infer<typeof posting>;

/** Lever's README writes `on-site`; live answers say `onsite`: both are on-site. */
const WORKPLACES: Record<string, RawPosting['workplace']> = { remote: 'remote', hybrid: 'hybrid', onsite: 'onsite', 'on-site': 'onsite' };

/** Intervals seen live (year, hour, month) and those other adapters handle (week, day). */
const INTERVALS: Record<string, PayInterval> = {
  'per-year-salary': 'year',
  'per-month-salary': 'month',
  'per-week-salary': 'week',
  'per-day-wage': 'day',
  'per-hour-wage': 'hour',
};

function pay(range: Posting['salaryRange']): StructuredPay | null {
  const currency = currencyCode(range?.currency);
  const min = amount(range?.min);
  const max = amount(range?.max);
  if (!range || !currency || (min === null && max === null)) return null;
  return { currency, interval: INTERVALS[range.interval ?? ''] ?? null, min, max };
}

/** The page as Lever shows it: description (opening and body), each list under its heading, the closing text. */
function descriptionHtml(entry: Posting): string {
  const lists = (entry.lists ?? []).map((list) => `<h3>${escapeHtml(list.text)}</h3><ul>${list.content}</ul>`);
  return [entry.description, ...lists, entry.additional ?? ''].filter((part) => part.trim() !== '').join('\n');
}

function toPosting(entry: Posting): RawPosting {
  const categories = entry.categories ?? {};
  const locationText = categories.location?.trim() ?? '';
  return {
    externalId: entry.id,
    title: entry.text,
    descriptionHtml: descriptionHtml(entry),
    locationText,
    extraLocations: distinct(categories.allLocations ?? [], locationText),
    workplace: WORKPLACES[entry.workplaceType?.toLowerCase() ?? ''] ?? null,
    countryCode: countryCode(entry.country),
    employmentText: text(categories.commitment),
    pay: pay(entry.salaryRange),
    payText: text(entry.salaryDescriptionPlain),
    applyUrl: entry.applyUrl,
    jobUrl: entry.hostedUrl,
    publishedAt: toDate(entry.createdAt),
    updatedAt: null,
    department: text(categories.department) ?? text(categories.team),
  };
}

export const lever: ProviderAdapter = {
  provider: 'lever',
  body: 'json',
  pageSize: LEVER_PAGE_SIZE,
  url: (site, bases, { skip }) =>
    new URL(`${bases.lever}/v0/postings/${encodeURIComponent(site)}?mode=json&skip=${skip}&limit=${LEVER_PAGE_SIZE}`),
  parse(body) {
    const parsed = z.array(posting).safeParse(parseJson('lever', body));
    if (!parsed.success) throw formatError('lever', parsed.error);
    return parsed.data.map(toPosting);
  },
};
