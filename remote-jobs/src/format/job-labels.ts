import { EMPLOYMENT_TYPE_LABELS, SENIORITY_LABELS, type EmploymentType, type Seniority } from '@chainwork/shared-config';

/** The tags a card shows: the rest would crowd it; the job page lists them all. */
export const CARD_TAG_LIMIT = 4;

export function cardTags(tags: readonly string[]): string[] {
  return tags.slice(0, CARD_TAG_LIMIT);
}

export function employmentTypeLabel(type: EmploymentType): string {
  return EMPLOYMENT_TYPE_LABELS[type] ?? type;
}

export function seniorityLabel(seniority: Seniority | null): string | null {
  return seniority ? SENIORITY_LABELS[seniority] ?? null : null;
}
