/** Small readers shared by the adapters: each turns one provider field into RawPosting's terms. */
import { z } from 'zod';
import type { PayInterval } from '../types';

/** A web address a visitor may follow: http(s) only (a `javascript:` apply link would run on our pages). */
export const webUrl = z.url({ protocol: /^https?$/ });

/** An ISO-8601 time that Date can read (any offset); kept as the string, read by `toDate`. */
export const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'is not a date');

export function toDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO 4217 code in upper case, or null when the provider's value is not one. */
export function currencyCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** An ISO 3166 alpha-2 code in lower case, or null when the value is not one (Ashby writes "USA"). */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(code) ? code : null;
}

/** A positive amount, else null: 0 or a negative is "not stated", never a salary. */
export function amount(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** Trimmed text, or null when empty. */
export function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Distinct non-empty values, without `except` (the main location is not an extra one). */
export function distinct(values: Iterable<string | null | undefined>, except: string | null = null): string[] {
  const out = new Set<string>();
  for (const value of values) {
    const clean = text(value);
    if (clean && clean !== except) out.add(clean);
  }
  return [...out];
}

/**
 * An interval named by words (a Greenhouse range's title "Hourly Pay Range", schema.org's
 * unitText "HOUR"): only an explicit word, never a guess from the size of the number.
 */
export function intervalFromWords(words: string | null | undefined): PayInterval | null {
  const found = new Set<PayInterval>();
  const lower = words?.toLowerCase() ?? '';
  if (/\b(hour|hourly)\b/.test(lower)) found.add('hour');
  if (/\b(day|daily)\b/.test(lower)) found.add('day');
  if (/\b(week|weekly)\b/.test(lower)) found.add('week');
  if (/\b(month|monthly)\b/.test(lower)) found.add('month');
  if (/\b(year|yearly|annual|annually|annum)\b/.test(lower)) found.add('year');
  // Two intervals in one title ("hourly or yearly") say nothing for sure.
  return found.size === 1 ? [...found][0]! : null;
}
