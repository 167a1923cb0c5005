import { EMPLOYMENT_TYPE_LABELS, SENIORITY_LABELS, type EmploymentType, type Seniority } from '@chainwork/shared-config';
import { highlightSegments } from '../highlight/highlight';

/** The tags a card shows: the rest would crowd it; the job page lists them all. */
export const CARD_TAG_LIMIT = 4;

/** A card's tags; those the search matched come first, so a match is never cut off. */
export function cardTags(tags: readonly string[], terms: readonly string[] = []): string[] {
  if (terms.length === 0) return tags.slice(0, CARD_TAG_LIMIT);
  const matched = (tag: string) => highlightSegments(tag, terms).some((s) => s.match);
  return [...tags.filter(matched), ...tags.filter((t) => !matched(t))].slice(0, CARD_TAG_LIMIT);
}

export function employmentTypeLabel(type: EmploymentType): string {
  return EMPLOYMENT_TYPE_LABELS[type] ?? type;
}

export function seniorityLabel(seniority: Seniority | null): string | null {
  return seniority ? (SENIORITY_LABELS[seniority] ?? null) : null;
}
