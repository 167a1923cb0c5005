import { COUNTRIES, CITIES, REGIONS } from '../locations';
import { EMPLOYMENT_TYPE_LABELS, SENIORITY_LABELS } from '../jobs';
import { REMOTE_ANY, REMOTE_WORLDWIDE } from '../search/constants';
import type { SearchFilters } from '../search/schema';

/*
 * A saved search in words, for the alerts page and the digest's subject:
 * "Solidity, remote in Europe, from $120k". Only values the schema admits reach here.
 */

const remoteWords = new Map<string, string>([
  [REMOTE_ANY, 'remote'],
  [REMOTE_WORLDWIDE, 'remote worldwide'],
  ...REGIONS.map((r) => [r.id, `remote in ${r.name}`] as const),
  ...COUNTRIES.map((c) => [c.code, `remote in ${c.name}`] as const),
]);
const cityNames = new Map(CITIES.map((c) => [c.id, c.name]));
const POSTED_WORDS: Record<string, string> = {
  '24h': 'posted in the last 24 hours',
  '7d': 'posted in the last 7 days',
  '30d': 'posted in the last 30 days',
};

/** "$120k": a salary floor in short words. */
export function salaryWords(floor: number): string {
  return floor >= 1_000_000 ? `$${floor / 1_000_000}M` : `$${Math.round(floor / 1000)}k`;
}

const companyWords = (slug: string) =>
  slug
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
const quoteText = (q: string) => q.trim().replace(/\s+/g, ' ');

/** The search as a short phrase; "All jobs" when it has no text and no filter. */
export function describeSearch(search: SearchFilters): string {
  const parts: string[] = [];
  const text = search.q ? quoteText(search.q) : '';
  if (text) parts.push(`“${text}”`);
  for (const tag of search.tags ?? []) parts.push(tag);
  for (const level of search.seniorities ?? []) parts.push(SENIORITY_LABELS[level].toLowerCase());
  for (const type of search.employmentTypes ?? []) parts.push(EMPLOYMENT_TYPE_LABELS[type].toLowerCase());
  if (search.remote) parts.push(remoteWords.get(search.remote) ?? 'remote');
  if (search.city) parts.push(`in ${cityNames.get(search.city) ?? search.city}`);
  if (search.company) parts.push(`at ${companyWords(search.company)}`);
  if (search.minSalary !== undefined) {
    parts.push(`from ${salaryWords(search.minSalary)}${search.includeNoSalary ? ' (or salary not stated)' : ''}`);
  }
  if (search.posted) parts.push(POSTED_WORDS[search.posted] ?? '');
  const phrase = parts.filter(Boolean).join(', ');
  if (!phrase) return 'All jobs';
  return phrase[0] === '“' ? phrase : phrase[0]!.toUpperCase() + phrase.slice(1);
}
