/**
 * Careers pages with schema.org JobPosting JSON-LD (the markup Google's job search reads:
 * developers.google.com/search/docs/appearance/structured-data/job-posting). Pages in the wild
 * wrap postings in `@graph`, spread them over several blocks and write strings where objects
 * belong, so only `title` and `description` (Google requires both) must have their type; every
 * other field is read where it has a known shape and ignored where it does not.
 *
 * The posting's id, stable across fetches: its `identifier` (PropertyValue `value`, or a plain
 * string or number), else its own `url`, else a hash of its title and the page's address
 * (`h-` and 16 hex digits), so a page listing untagged postings still gives each one an id that
 * changes only when the title does.
 */
import { z } from 'zod';
import { SourceError, type PayInterval, type RawPosting, type StructuredPay } from '../types';
import { countryCode, currencyCode, distinct, text, toDate } from './fields';
import { formatError, whose } from './format-error';
import { decodeEscapedHtml } from './html-entities';
import { jobPostingNodes } from './json-ld-blocks';
import type { ParseContext, ProviderAdapter, ProviderBases } from './provider';
import { publicUrlProblem } from './public-url';

const posting = z.object({ title: z.string(), description: z.string() });

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const str = (value: unknown): string | null => (typeof value === 'string' ? text(value) : null);

/** A name: the string itself, or a Thing's `name`. */
const nameOf = (value: unknown): string | null => str(value) ?? (isNode(value) ? str(value['name']) : null);

/** "Berlin, Berlin, Germany" from a Place, its PostalAddress, or the strings some pages write instead. */
function placeText(place: unknown): string | null {
  if (!isNode(place)) return str(place);
  const address = place['address'];
  if (isNode(address)) {
    const parts = [address['addressLocality'], address['addressRegion'], nameOf(address['addressCountry'])].map(str);
    return text(parts.filter(Boolean).join(', ')) ?? nameOf(place);
  }
  return str(address) ?? nameOf(place);
}

function placeCountry(place: unknown): string | null {
  const address = isNode(place) ? place['address'] : null;
  return isNode(address) ? countryCode(nameOf(address['addressCountry'])) : null;
}

/** A number, or a string of digits ("120000"); "120,000" is left alone (which comma is it?). */
function number(value: unknown): number | null {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

const UNITS: Record<string, PayInterval> = { HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

/** MonetaryAmount `{ currency, value: QuantitativeValue { value | minValue, maxValue, unitText } | Number }`. */
function pay(salary: unknown): StructuredPay | null {
  if (!isNode(salary)) return null;
  const currency = currencyCode(str(salary['currency']) ?? str(salary['priceCurrency']));
  const value = salary['value'];
  const quantity = isNode(value) ? value : { value };
  const min = number(quantity['minValue']) ?? number(quantity['value']);
  const max = number(quantity['maxValue']) ?? number(quantity['value']);
  if (!currency || (min === null && max === null)) return null;
  const unit = (str(quantity['unitText']) ?? str(salary['unitText']) ?? '').toUpperCase();
  return { currency, interval: UNITS[unit] ?? null, min, max };
}

/** A web address of the posting's own, resolved against the page; never anything but http(s). */
function ownUrl(value: unknown, page: URL): string | null {
  const raw = str(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, page);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** FNV-1a, 64 bits: a stable id from text, the same in every runtime (no async crypto in a parser). */
function hash64(value: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(value)) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  return hash.toString(16).padStart(16, '0');
}

function externalId(node: Node, title: string, url: string | null, page: URL): string {
  const identifier = node['identifier'];
  const declared = isNode(identifier) ? identifier['value'] : identifier;
  if (typeof declared === 'number' && Number.isFinite(declared)) return String(declared);
  return str(declared) ?? url ?? `h-${hash64(`${title}\n${page.href}`)}`;
}

/** Some pages entity-escape the HTML once more (`&lt;p&gt;`): undone once, only when no tag is left. */
const descriptionHtml = (description: string) =>
  !description.includes('<') && /&lt;\/?[a-z]/i.test(description) ? decodeEscapedHtml(description) : description;

function toPosting(node: Node, checked: z.infer<typeof posting>, page: URL): RawPosting {
  const places = list(node['jobLocation']);
  const locations = distinct(places.map(placeText));
  const requirements = distinct(list(node['applicantLocationRequirements']).map(nameOf));
  const remote = list(node['jobLocationType']).some((type) => str(type)?.toUpperCase() === 'TELECOMMUTE');
  const url = ownUrl(node['url'], page);
  const employment = list(node['employmentType']).map(str).filter(Boolean);
  return {
    externalId: externalId(node, checked.title, url, page),
    title: checked.title,
    descriptionHtml: descriptionHtml(checked.description),
    locationText: locations[0] ?? '',
    extraLocations: distinct([...locations.slice(1), ...requirements], locations[0] ?? null),
    // Google: TELECOMMUTE only for fully remote jobs. Its absence says nothing about on-site.
    workplace: remote ? 'remote' : null,
    countryCode: places.map(placeCountry).find(Boolean) ?? null,
    employmentText: employment.length ? employment.join(', ') : null,
    pay: pay(node['baseSalary']),
    payText: str(node['baseSalary']),
    applyUrl: url ?? page.href,
    jobUrl: url ?? page.href,
    publishedAt: toDate(str(node['datePosted'])),
    updatedAt: null,
    department: null,
  };
}

/** A path on the stand-in (local only), or a public https address (the SSRF guard of public-url.ts). */
export function careersPageUrl(board: string, bases: ProviderBases): URL {
  if (board.startsWith('/')) {
    if (bases.jsonld === null)
      throw new SourceError(`'${board}' is not a careers page: a careers page must be an https address`, 'refused');
    return new URL(`${bases.jsonld}${board}`);
  }
  let url: URL;
  try {
    url = new URL(board);
  } catch {
    throw new SourceError('That is not a careers page: a careers page must be an https address', 'refused');
  }
  const problem = publicUrlProblem(url);
  if (problem) throw new SourceError(`${url.href} cannot be imported: ${problem}`, 'refused');
  return url;
}

export const jsonLd: ProviderAdapter = {
  provider: 'jsonld',
  body: 'html',
  pageSize: null,
  url: careersPageUrl,
  parse(body, { url: page }: ParseContext) {
    const nodes = jobPostingNodes(body);
    if (!nodes.length)
      throw new SourceError(`${whose('jsonld')} answer has no job postings: no schema.org JobPosting in its JSON-LD`, 'format');
    const checked = z.object({ JobPosting: z.array(posting) }).safeParse({ JobPosting: nodes });
    if (!checked.success) throw formatError('jsonld', checked.error, 'a list of job postings');
    const seen = new Set<string>();
    return nodes
      .map((node, index) => toPosting(node, checked.data.JobPosting[index]!, page))
      .filter((entry) => !seen.has(entry.externalId) && Boolean(seen.add(entry.externalId)));
  },
};
