/**
 * Greenhouse's Job Board API (developers.greenhouse.io/job-board.html):
 * `GET /v1/boards/{token}/jobs?content=true` answers `{ jobs: Job[], meta: { total } }`, the whole
 * board in one answer. `content` is entity-escaped HTML (decoded once here). Pay comes as
 * `pay_input_ranges` in cents with no interval field; the range's title may name one.
 */
import { z } from 'zod';
import type { RawPosting, StructuredPay } from '../types';
import { amount, currencyCode, distinct, intervalFromWords, isoTime, text, toDate, webUrl } from './fields';
import { formatError, parseJson } from './format-error';
import { decodeEscapedHtml } from './html-entities';
import type { ProviderAdapter } from './provider';

const optionalText = z.string().nullish();

const payRange = z.object({
  min_cents: z.number().nullish(),
  max_cents: z.number().nullish(),
  currency_type: optionalText,
  title: optionalText,
  blurb: optionalText,
});

const job = z.object({
  id: z.number().int(),
  title: z.string(),
  updated_at: isoTime,
  location: z.object({ name: z.string().nullish() }),
  absolute_url: webUrl,
  // Asked for with content=true, so part of the answer we rely on.
  content: z.string(),
  requisition_id: optionalText,
  internal_job_id: z.number().nullish(),
  metadata: z.array(z.object({ name: z.string().nullish(), value: z.unknown() })).nullish(),
  departments: z.array(z.object({ name: z.string() })).nullish(),
  offices: z.array(z.object({ name: z.string().nullish(), location: optionalText })).nullish(),
  pay_input_ranges: z.array(payRange).nullish(),
  // Seen live, not documented.
  first_published: isoTime.nullish(),
});

const meta = z.object({ total: z.number() }).nullish();
const board = z.object({ jobs: z.array(job), meta });
/** The answer's own shape, its items unchecked (items()). */
const envelope = z.object({ jobs: z.array(z.unknown()), meta });

type Job = z.infer<typeof job>;

/**
 * The ranges in the first range's currency as one range (one per pay zone is common: the
 * lowest minimum to the highest maximum), in currency units.
 */
function pay(ranges: z.infer<typeof payRange>[]): StructuredPay | null {
  const first = ranges.find((range) => currencyCode(range.currency_type));
  if (!first) return null;
  const currency = currencyCode(first.currency_type)!;
  const same = ranges.filter((range) => currencyCode(range.currency_type) === currency);
  const mins = same.map((range) => amount(range.min_cents)).filter((cents) => cents !== null);
  const maxes = same.map((range) => amount(range.max_cents)).filter((cents) => cents !== null);
  if (!mins.length && !maxes.length) return null;
  const intervals = new Set(same.map((range) => intervalFromWords(`${range.title ?? ''} ${range.blurb ?? ''}`)));
  return {
    currency,
    interval: intervals.size === 1 ? [...intervals][0]! : null,
    min: mins.length ? Math.min(...mins) / 100 : null,
    max: maxes.length ? Math.max(...maxes) / 100 : null,
  };
}

/** The custom field that names the employment type, when the board has one (a common Greenhouse set-up). */
function employmentText(metadata: Job['metadata']): string | null {
  const field = metadata?.find((entry) => /employment type|commitment|job type/i.test(entry.name ?? ''));
  return typeof field?.value === 'string' ? text(field.value) : null;
}

function toPosting(entry: Job): RawPosting {
  const locationText = entry.location.name?.trim() ?? '';
  const ranges = entry.pay_input_ranges ?? [];
  return {
    externalId: String(entry.id),
    title: entry.title,
    descriptionHtml: decodeEscapedHtml(entry.content),
    locationText,
    extraLocations: distinct(
      (entry.offices ?? []).map((office) => office.location ?? office.name),
      locationText,
    ),
    // Greenhouse has no workplace field; the location words tell ("Remote - US"), read downstream.
    workplace: null,
    countryCode: null,
    employmentText: employmentText(entry.metadata),
    pay: pay(ranges),
    payText: text(ranges.map((range) => [range.title, range.blurb].filter(Boolean).join(': ')).join('; ')),
    applyUrl: entry.absolute_url,
    jobUrl: entry.absolute_url,
    publishedAt: toDate(entry.first_published),
    updatedAt: toDate(entry.updated_at),
    department: text(entry.departments?.[0]?.name),
  };
}

export const greenhouse: ProviderAdapter = {
  provider: 'greenhouse',
  body: 'json',
  pageSize: null,
  url: (token, bases) => new URL(`${bases.greenhouse}/v1/boards/${encodeURIComponent(token)}/jobs?content=true`),
  parse(body) {
    const parsed = board.safeParse(parseJson('greenhouse', body));
    if (!parsed.success) throw formatError('greenhouse', parsed.error);
    return parsed.data.jobs.map(toPosting);
  },
  items(body) {
    const parsed = envelope.safeParse(parseJson('greenhouse', body));
    if (!parsed.success) throw formatError('greenhouse', parsed.error);
    return parsed.data.jobs.map((raw, index) => ({
      externalId: typeof raw === 'object' && raw !== null && 'id' in raw && Number.isInteger(raw.id) ? String(raw.id) : null,
      raw,
      read() {
        const one = job.safeParse(raw);
        if (!one.success) throw formatError('greenhouse', one.error, undefined, ['jobs', index]);
        return toPosting(one.data);
      },
    }));
  },
};
